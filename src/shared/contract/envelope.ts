import { z } from 'zod';
import { pageAnswerFields } from './paging';

/** Stable machine codes carried by every failed answer (`code`). */
export const ERROR_CODES = [
  'APP_UNAUTHORIZED',
  'AUTH_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SAVE_FAILED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  // Every admin upload answers these, whichever screen sent the file.
  'UPLOAD_MISSING',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_TYPE',
  'UPLOAD_IMAGE_TOO_LARGE',
  'UPLOAD_IMAGE_UNREADABLE',
  'STORAGE_FULL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});

export interface Envelope<T> {
  success: boolean;
  datas: T;
  respMessage: string;
  code?: ErrorCode;
  total?: number;
  page?: number;
  pageSize?: number;
}

export function envelopeOf<T extends z.ZodType>(datas: T) {
  return z.object({
    success: z.boolean(),
    datas,
    respMessage: z.string(),
    code: z.string().optional(),
  });
}

export function pagedEnvelopeOf<T extends z.ZodType>(item: T) {
  return envelopeOf(z.array(item)).extend(pageAnswerFields);
}

export const errorEnvelope = envelopeOf(z.null());
