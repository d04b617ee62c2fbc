import { z } from 'zod';
import { idParam, requiredText } from './fields';

/** An admin's text in all three languages: Korean required (the default locale), English and Japanese optional. */
export const localizedTextInput = (max: number) =>
  z.object({
    ko: requiredText(max),
    en: z.string().trim().max(max, { error: 'validation.tooLong' }).default(''),
    ja: z.string().trim().max(max, { error: 'validation.tooLong' }).default(''),
  });

/** Text that may stay empty in every language (a banner's subtitle). */
export const optionalLocalizedTextInput = (max: number) =>
  z
    .object({
      ko: z.string().trim().max(max, { error: 'validation.tooLong' }).default(''),
      en: z.string().trim().max(max, { error: 'validation.tooLong' }).default(''),
      ja: z.string().trim().max(max, { error: 'validation.tooLong' }).default(''),
    })
    .default({ ko: '', en: '', ja: '' });

/** Every language of a stored text, as an admin form shows it. */
export const localizedTextOutput = z.object({ ko: z.string(), en: z.string(), ja: z.string() });
export type LocalizedTextOutput = z.infer<typeof localizedTextOutput>;

/** Query and body flags sent as 0/1, '0'/'1', true/false or left blank. */
export const flagParam = z.preprocess(
  (value) => (value === '' || value === undefined || value === null ? undefined : String(value)),
  z
    .enum(['0', '1', 'true', 'false'])
    .transform((value) => value === '1' || value === 'true')
    .optional(),
);

/** An optional numeric id in a query string, where the web sends `categoryid=` for 'all'. */
export const optionalIdParam = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  idParam.optional(),
);

/** An optional enum value in a query string, blank meaning 'all'. */
export const optionalEnumParam = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(values).optional());

export function allLanguages(text: Partial<Record<'ko' | 'en' | 'ja', string>>): LocalizedTextOutput {
  return { ko: text.ko ?? '', en: text.en ?? '', ja: text.ja ?? '' };
}
