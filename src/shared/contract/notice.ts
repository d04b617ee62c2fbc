import { z } from 'zod';
import { idField, idParam, int4Field } from './fields';
import { flagParam, localizedTextInput, localizedTextOutput } from './localized-input';
import { optionalPagingFields } from './paging';

export const NOTICE_PAGE_SIZE = 10;

export const noticeListQuery = z.object({
  isnotice: flagParam,
  istop3: flagParam,
  ...optionalPagingFields().shape,
  search: z.string().trim().max(100).optional(),
});

/** The list filters may come in the body too (the web posts them); the query wins when both are sent. */
export const noticeListBody = z
  .object({
    ...optionalPagingFields().shape,
    search: z.string().trim().max(100).optional(),
  })
  .nullish()
  .transform((body) => body ?? {});

export const noticeListItem = z.object({
  noticeid: z.number().int(),
  title: z.string(),
  isnotice: z.number().int(),
  istop3: z.number().int(),
  hits: z.number().int(),
  hasAttachments: z.boolean(),
  createdAt: z.string(),
});
export type NoticeListItem = z.infer<typeof noticeListItem>;

export const noticeAttachment = z.object({
  name: z.string().trim().min(1).max(200),
  // Attachments are files uploaded to our own storage.
  url: z.string().regex(/^\/GetUrl\/[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    error: 'validation.invalid',
  }),
  size: int4Field,
});

const noticeLink = z.object({ noticeid: z.number().int(), title: z.string() }).nullable();

export const noticeInfo = noticeListItem.extend({
  body: z.string(),
  updatedAt: z.string(),
  attachments: z.array(noticeAttachment),
  /** The older neighbour in date order. */
  prev: noticeLink,
  /** The newer neighbour in date order. */
  next: noticeLink,
  /** Every language, for the admin form. */
  titles: localizedTextOutput,
  bodies: localizedTextOutput,
});
export type NoticeInfo = z.infer<typeof noticeInfo>;

export const noticeInfoParams = z.object({ noticeid: idParam });
export const noticeInfoQuery = z.object({ hitting: flagParam });
export const noticeDeleteQuery = z.object({ noticeid: idParam });

export const noticeSaveBody = z.object({
  noticeid: idField.optional(),
  title: localizedTextInput(200),
  body: localizedTextInput(50_000),
  isnotice: z.union([z.literal(0), z.literal(1)]).default(0),
  istop3: z.union([z.literal(0), z.literal(1)]).default(0),
  attachments: z.array(noticeAttachment).max(10).default([]),
});
export type NoticeSaveBody = z.infer<typeof noticeSaveBody>;
