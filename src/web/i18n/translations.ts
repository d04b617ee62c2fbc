import { DEFAULT_LOCALE, FALLBACK_LOCALE } from '@shared/constants';
import { useSyncExternalStore } from 'react';
import { entryOf } from '../lib/map-entry';

/** Values for a text's `{{name}}` placeholders; `count` also picks its plural form (`key_one`, `key_other`). */
export interface TextOptions {
  count?: number;
  /** The text when the key has none in the reader's language or the fallback. */
  defaultValue?: string;
  [name: string]: unknown;
}

/** A text by its dotted key; a key under `msg:` is one of the shared messages. */
export type TFunction = (key: string, options?: TextOptions) => string;

interface Texts {
  [key: string]: string | Texts;
}

/** The app's texts are this namespace; the shared messages are `msg`, read as `msg:key`. */
const DEFAULT_NAMESPACE = 'translation';
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function splitNamespace(key: string): [namespace: string, path: string] {
  const separator = key.indexOf(':');
  return separator < 0 ? [DEFAULT_NAMESPACE, key] : [key.slice(0, separator), key.slice(separator + 1)];
}

function textAt(texts: Texts | undefined, path: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const segment of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

function mergeInto(target: Texts, source: Texts): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeInto(existing, value);
    else target[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

/** A placeholder without a value stays as written, as i18next left it. */
function interpolate(text: string, values: TextOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
}

/**
 * The app's texts in ko, en and ja, and the reader's language: the part of i18next the app used
 * (namespaced keys, `{{name}}` placeholders, plurals by `Intl.PluralRules`, a fallback language), in
 * a fraction of its size on every first load (decision 070).
 */
export class Translations {
  language: string;
  private readonly fallbackLanguage: string;
  private readonly bundles = new Map<string, Map<string, Texts>>();
  private readonly listeners = new Set<(language: string) => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly fixedTranslators = new Map<string, TFunction>();

  constructor(language: string, fallbackLanguage: string) {
    this.language = language;
    this.fallbackLanguage = fallbackLanguage;
  }

  /** Adds texts to a language's namespace; a text already there with the same key is replaced. */
  addTexts(language: string, namespace: string, texts: object): void {
    const namespaces = entryOf(this.bundles, language, () => new Map<string, Texts>());
    mergeInto(
      entryOf(namespaces, namespace, () => ({})),
      texts as Texts,
    );
  }

  /** Listeners hear every call, as i18next's did, so the first language's effects run too. */
  changeLanguage(language: string): void {
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  /** Calls `listener` after each change of language; the returned function stops it. */
  onLanguageChange = (listener: (language: string) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  exists(key: string): boolean {
    return this.find(this.language, key) !== undefined;
  }

  t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** The same function for as long as the language stays: components that keep it see a change. */
  fixedT(language: string): TFunction {
    return entryOf(
      this.fixedTranslators,
      language,
      () => (key, options) => this.translate(language, key, options),
    );
  }

  private translate(language: string, key: string, options: TextOptions = {}): string {
    const text = this.find(language, key, options.count) ?? options.defaultValue;
    // A missing key shows as itself, without its namespace, as i18next showed it.
    return text === undefined ? splitNamespace(key)[1] : interpolate(text, options);
  }

  /** The text in the language, else in the fallback's; a count's plural form before the plain key. */
  private find(language: string, key: string, count?: number): string | undefined {
    const [namespace, path] = splitNamespace(key);
    for (const candidate of new Set([language, this.fallbackLanguage])) {
      const texts = this.bundles.get(candidate)?.get(namespace);
      const text =
        (count === undefined ? undefined : textAt(texts, `${path}_${this.pluralOf(candidate, count)}`)) ??
        textAt(texts, path);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  private pluralOf(language: string, count: number): Intl.LDMLPluralRule {
    return entryOf(this.pluralRules, language, () => new Intl.PluralRules(language)).select(count);
  }
}

/** The spec's fallback locale is en-US; texts are kept by language, so the fallback is `en`. */
export const i18n = new Translations(DEFAULT_LOCALE, FALLBACK_LOCALE.split('-')[0]!);

const currentLanguage = () => i18n.language;

/** The reader's texts; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: Translations } {
  const language = useSyncExternalStore(i18n.onLanguageChange, currentLanguage, currentLanguage);
  return { t: i18n.fixedT(language), i18n };
}
