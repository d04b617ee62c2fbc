import { z } from 'zod';
import { bannerInfo } from './banner';
import { faqInfo } from './board';
import { idField, int4Field } from './fields';
import { localizedTextInput, localizedTextOutput } from './localized-input';

/** Admin console contracts for content: uploads, banner and FAQ order, terms versions. */

/**
 * What an upload is for decides what it may be: banners and instructors' photos take images only,
 * notices also documents.
 */
export const UPLOAD_PURPOSES = ['banner', 'notice', 'instructor'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** Largest file accepted per purpose, in bytes. */
export const UPLOAD_LIMITS: Record<UploadPurpose, number> = {
  banner: 5 * 1024 * 1024,
  notice: 20 * 1024 * 1024,
  instructor: 5 * 1024 * 1024,
};

export const uploadParams = z.object({ purpose: z.enum(UPLOAD_PURPOSES) });
export const uploadedFile = z.object({
  /** The public address (/GetUrl/{folder}/{file}). */
  url: z.string(),
  /** The name the operator's file had, for attachment lists. */
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** Every banner, on display or not, in carousel order. */
export const adminBannerItem = bannerInfo;
export type AdminBannerItem = z.infer<typeof adminBannerItem>;

/** Every FAQ entry, active or not, in display order. */
export const adminFaqItem = faqInfo;
export type AdminFaqItem = z.infer<typeof adminFaqItem>;

/** A new display order: the ids from first to last; every existing id exactly once. */
export const orderBody = z.object({
  ids: z
    .array(idField)
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' }),
});
export type OrderBody = z.infer<typeof orderBody>;

export const adminTermsParams = z.object({ tab: z.coerce.number().int().min(0).max(2) });

export const adminTermsVersion = z.object({
  id: z.number().int(),
  tab: z.number().int(),
  version: z.string(),
  effectiveAt: z.string(),
  /** In force now. */
  current: z.boolean(),
  upcoming: z.boolean(),
  bodies: localizedTextOutput,
  createdAt: z.string(),
});
export type AdminTermsVersion = z.infer<typeof adminTermsVersion>;

export const termsSaveBody = z.object({
  tab: int4Field.max(2),
  version: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(40, { error: 'validation.tooLong' })
    .regex(/^[\p{L}\p{N} ._-]+$/u, { error: 'validation.invalid' }),
  effectiveAt: z.iso.datetime({ offset: true, error: 'validation.date' }),
  body: localizedTextInput(200_000),
});
export type TermsSaveBody = z.infer<typeof termsSaveBody>;
