import { josa } from 'es-hangul';
import type { Locale } from '../constants';
import answersEn from './answers/en.json';
import answersJa from './answers/ja.json';
import answersKo from './answers/ko.json';
import en from './en.json';
import ja from './ja.json';
import ko from './ko.json';
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

/**
 * A Korean particle written for either ending, as after a placeholder (`{{product}}을(를)`): the one
 * the word's last syllable takes, where it ends in Hangul. After a name in Latin letters or digits
 * the reading is not known, so both forms stay, as Korean writing does.
 */
const KOREAN_PARTICLE = /^(?:을\(를\)|이\(가\)|은\(는\)|와\(과\)|\(으\)로)/;
const PARTICLE_PAIRS: Record<string, Parameters<typeof josa.pick>[1]> = {
  '을(를)': '을/를',
  '이(가)': '이/가',
  '은(는)': '은/는',
  '와(과)': '와/과',
  '(으)로': '으로/로',
};
const HANGUL_SYLLABLE_AT_END = /[\uac00-\ud7a3]$/;

function withParticle(value: string, rest: string): string {
  const particle = KOREAN_PARTICLE.exec(rest)?.[0];
  if (!particle || !HANGUL_SYLLABLE_AT_END.test(value)) return value + rest;
  return value + josa.pick(value, PARTICLE_PAIRS[particle]!) + rest.slice(particle.length);
}

/** Translates a shared message key; unknown keys fall back to English, then to the key itself. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = lookup(sharedMessages[locale], key) ?? lookup(sharedMessages.en, key) ?? key;
  const [first = '', ...parts] = template.split(/\{\{(\w+)\}\}/);
  let text = first;
  for (let index = 0; index < parts.length; index += 2) {
    const value = String(params[parts[index]!] ?? '');
    const rest = parts[index + 1] ?? '';
    text += locale === 'ko' ? withParticle(value, rest) : value + rest;
  }
  return text;
}
