import type { Locale } from '../constants';
import en from './en.json';
import ja from './ja.json';
import ko from './ko.json';

/** Messages shared by the server (`respMessage`) and the web app (i18next namespace `msg`). */
export const sharedMessages = { ko, en, ja } as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof en>;

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
  return lookup(en, key) !== undefined;
}

/** Translates a shared message key; unknown keys fall back to English, then to the key itself. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = lookup(sharedMessages[locale], key) ?? lookup(en, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
