import type { Locale } from '../constants';
import answersEn from './answers/en.json';
import answersJa from './answers/ja.json';
import answersKo from './answers/ko.json';
import en from './en.json';
import ja from './ja.json';
import ko from './ko.json';
import { pickKoreanParticles } from './korean-particles';
import mailEn from './mail/en.json';
import mailJa from './mail/ja.json';
import mailKo from './mail/ko.json';
import membersEn from './members/en.json';
import membersJa from './members/ja.json';
import membersKo from './members/ko.json';

/**
 * Messages of the server (`respMessage`), the web app's among them (the web app's namespace `msg`). Files of
 * their own, as the web app loads them: the members' pages' and the console's messages (payments,
 * learning, memberships, coupons, uploads) with those pages; and never the server's own answers
 * (`answers/`: sign-in, addresses, the catalogue's records), which reach the browser already written,
 * nor its mail (`mail.…`).
 */
export const sharedMessages = {
  ko: { ...ko, ...membersKo, ...answersKo, mail: mailKo },
  en: { ...en, ...membersEn, ...answersEn, mail: mailEn },
  ja: { ...ja, ...membersJa, ...answersJa, mail: mailJa },
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<(typeof sharedMessages)['en']>;

export type MessageParams = Record<string, string | number>;

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function isMessageKey(key: string): key is MessageKey {
  return lookup(sharedMessages.en, key) !== undefined;
}

/** Translates a shared message key; unknown keys fall back to English, then to the key itself. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = lookup(sharedMessages[locale], key) ?? lookup(sharedMessages.en, key) ?? key;
  const text = template.replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => String(params[name] ?? ''));
  return locale === 'ko' ? pickKoreanParticles(text) : text;
}
