import { z } from 'zod';
import { requiredText } from './fields';

/** What a scan at the door records: the attendee coming in, or leaving. */
export const SESSION_SCAN_MODES = ['arrival', 'departure'] as const;
export type SessionScanMode = (typeof SESSION_SCAN_MODES)[number];

/** A ticket's code: 16 hex digits, shown as four groups (`3f9a-0c1e-…`); spaces and dashes are ignored. */
export const ticketCode = z
  .string()
  .trim()
  .max(64)
  .transform((value) => value.toLowerCase().replace(/[\s-]/g, ''));

/** `3f9a0c1e77b2d405` → `3f9a-0c1e-77b2-d405`: easier to read out and to type. */
export const groupedTicketCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

/**
 * POST /api/Admin/Contents/{contentsid}/CheckIns: one scan at the door. `scannedAt` is the device's
 * time of the scan (it may reach the server much later, from the offline queue); `idempotencyKey`
 * makes a scan sent twice count once.
 */
export const sessionScanBody = z.object({
  code: ticketCode,
  mode: z.enum(SESSION_SCAN_MODES),
  scannedAt: z.iso.datetime({ offset: true }),
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type SessionScanBody = z.input<typeof sessionScanBody>;

export const SESSION_SCAN_OUTCOMES = ['arrived', 'departed', 'alreadyArrived'] as const;

export const sessionScanResult = z.object({
  enrolmentid: z.number().int(),
  name: z.string(),
  mode: z.enum(SESSION_SCAN_MODES),
  outcome: z.enum(SESSION_SCAN_OUTCOMES),
  arrivedAt: z.string().nullable(),
  departedAt: z.string().nullable(),
});
export type SessionScanResult = z.infer<typeof sessionScanResult>;

/** POST /api/Admin/Contents/{contentsid}/Attendees/{enrolmentid}/Presence: an operator's correction. */
export const presenceCorrectionBody = z
  .object({
    arrivedAt: z.iso.datetime({ offset: true }).nullable(),
    departedAt: z.iso.datetime({ offset: true }).nullable(),
    reason: requiredText(500),
  })
  .refine((body) => !body.departedAt || body.arrivedAt, {
    message: 'checkin.departureWithoutArrival',
    path: ['departedAt'],
  })
  .refine((body) => !body.departedAt || !body.arrivedAt || body.departedAt >= body.arrivedAt, {
    message: 'checkin.departureBeforeArrival',
    path: ['departedAt'],
  });
export type PresenceCorrectionBody = z.infer<typeof presenceCorrectionBody>;

export const presenceResult = z.object({
  enrolmentid: z.number().int(),
  arrivedAt: z.string().nullable(),
  departedAt: z.string().nullable(),
  presentSec: z.number().int().nullable(),
});
export type PresenceResult = z.infer<typeof presenceResult>;
