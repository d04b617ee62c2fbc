import { z } from 'zod';
import { LICENSE_KINDS } from './account-values';
import { freeTextField } from './fields';
import { adminPaging } from './paging';

/** A medical member's licence: the copy they upload, and the operator's queue and decision (decision 099). */

/** A scan or a phone photo of a licence, or its PDF, fits well within this. */
export const LICENSE_COPY_MAX_BYTES = 10 * 1024 * 1024;

/** A rejection says why, so the member knows what to fix; a verification may carry a note. */
export const licenseDecisionBody = z
  .object({
    status: z.enum(['verified', 'rejected']),
    note: freeTextField.optional(),
  })
  .refine((value) => value.status !== 'rejected' || Boolean(value.note), {
    path: ['note'],
    error: 'validation.required',
  });
export type LicenseDecisionBody = z.infer<typeof licenseDecisionBody>;

/** The queue of licences waiting for an operator: oldest submission first. */
export const licenseQueueQuery = adminPaging;

export const licenseQueueItem = z.object({
  useruid: z.string(),
  name: z.string(),
  email: z.string(),
  licenseKind: z.enum(LICENSE_KINDS).nullable(),
  licenseNumber: z.string().nullable(),
  /** When the licence as it stands (kind, number, copy) was last entered. */
  submittedAt: z.iso.datetime(),
  hasCopy: z.boolean(),
});
export type LicenseQueueItem = z.infer<typeof licenseQueueItem>;
