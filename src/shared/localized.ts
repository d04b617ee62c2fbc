import type { Locale } from './constants';

export type LocalizedText = Partial<Record<Locale, string>>;

const FALLBACK_ORDER: Locale[] = ['ko', 'en', 'ja'];

/** The text in the reader's language, else the first language that has it. */
export function pickLocalized(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  const own = text[locale];
  if (own) return own;
  for (const candidate of FALLBACK_ORDER) {
    const value = text[candidate];
    if (value) return value;
  }
  return '';
}
