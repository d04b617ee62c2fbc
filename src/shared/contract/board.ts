import { z } from 'zod';
import { idField, idParam, int4Field } from './fields';
import { localizedTextInput, localizedTextOutput, optionalEnumParam } from './localized-input';

export const FAQ_CATEGORIES = ['account', 'course', 'payment', 'training', 'membership', 'etc'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const faqListBody = z
  .object({
    category: optionalEnumParam(FAQ_CATEGORIES),
    search: z.string().trim().max(100).optional(),
  })
  .nullish()
  .transform((body) => body ?? {});

export const faqItem = z.object({
  faqid: z.number().int(),
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  answer: z.string(),
  sort: z.number().int(),
});
export type FaqItem = z.infer<typeof faqItem>;

export const faqInfo = faqItem.extend({
  isactive: z.number().int(),
  /** Every language, for the admin form. */
  questions: localizedTextOutput,
  answers: localizedTextOutput,
});
export type FaqInfo = z.infer<typeof faqInfo>;

export const faqIdParams = z.object({ faqid: idParam });
export const faqDeleteQuery = z.object({ faqid: idParam });

export const faqSaveBody = z.object({
  faqid: idField.optional(),
  category: z.enum(FAQ_CATEGORIES),
  question: localizedTextInput(300),
  answer: localizedTextInput(20_000),
  sort: int4Field.optional(),
  isactive: z.union([z.literal(0), z.literal(1)]).default(1),
});
export type FaqSaveBody = z.infer<typeof faqSaveBody>;
