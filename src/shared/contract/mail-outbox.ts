import { z } from 'zod';
import { idParam } from './fields';
import { adminPaging } from './paging';

/** The console's mail viewer: what the platform sent or keeps to send, for an operator without database access. */
export const mailOutboxQuery = adminPaging.extend({
  /** Part of the recipient's address or of the subject. */
  q: z.string().trim().max(100).optional(),
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuery>;

export const MAIL_DELIVERY_STATES = ['sent', 'pending', 'failed', 'kept'] as const;

export const mailOutboxItem = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** sent; pending (not yet tried, or tried again soon); failed (given up); kept (no SMTP server: read it here). */
  state: z.enum(MAIL_DELIVERY_STATES),
  lastError: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItem>;

export const mailOutboxDetail = mailOutboxItem.extend({ text: z.string() });
export type MailOutboxDetail = z.infer<typeof mailOutboxDetail>;

export const mailOutboxParams = z.object({ id: idParam });
