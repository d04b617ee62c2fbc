import { z } from 'zod';
import { idField, idParam, int4Field } from './fields';
import { localizedTextInput, localizedTextOutput, optionalLocalizedTextInput } from './localized-input';

export const bannerItem = z.object({
  bannerid: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
});
export type BannerItem = z.infer<typeof bannerItem>;

export const bannerInfo = bannerItem.extend({
  isactive: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Every language, for the admin form. */
  titles: localizedTextOutput,
  subtitles: localizedTextOutput,
});
export type BannerInfo = z.infer<typeof bannerInfo>;

export const bannerIdParams = z.object({ bannerid: idParam });
export const bannerDeleteQuery = z.object({ id: idParam });

/** Our own uploads (/GetUrl/...), a path of the web app, or an https address. */
const bannerUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)/, { error: 'validation.invalid' });

export const bannerSaveBody = z
  .object({
    bannerid: idField.optional(),
    title: localizedTextInput(100),
    subtitle: optionalLocalizedTextInput(200),
    imageUrl: bannerUrl,
    linkUrl: bannerUrl.nullish(),
    startsAt: z.iso.datetime({ offset: true, error: 'validation.date' }).nullish(),
    endsAt: z.iso.datetime({ offset: true, error: 'validation.date' }).nullish(),
    sort: int4Field.optional(),
    isactive: z.union([z.literal(0), z.literal(1)]).default(1),
  })
  .refine((body) => !body.startsAt || !body.endsAt || new Date(body.endsAt) > new Date(body.startsAt), {
    path: ['endsAt'],
    error: 'validation.invalid',
  });
export type BannerSaveBody = z.infer<typeof bannerSaveBody>;
