import { z } from 'zod';
import { idField, requiredText } from './fields';
import { adminPaging } from './paging';

/** What a member can report: a review or a question, answer or follow-up. */
export const REPORT_TARGETS = ['review', 'post'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Why a member reports: the dialog offers these, the console labels reports by them. */
export const REPORT_REASONS = ['spam', 'abuse', 'personalInformation', 'falseInformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAIL_MAX = 500;

/** POST /api/Moderation/Report: once per member and target; a repeat answers the first report. */
export const reportBody = z.object({
  targetKind: z.enum(REPORT_TARGETS),
  targetId: idField,
  reason: z.enum(REPORT_REASONS),
  /** The member's own words, plain text. */
  detail: z
    .string()
    .trim()
    .max(REPORT_DETAIL_MAX, { error: 'validation.tooLong' })
    .optional()
    .transform((text) => text || undefined),
});
export type ReportBody = z.infer<typeof reportBody>;

export const reportReceipt = z.object({
  /** False when this member had reported the target before: nothing new was recorded. */
  created: z.boolean(),
  reportedAt: z.iso.datetime(),
});
export type ReportReceipt = z.infer<typeof reportReceipt>;

/** The queue's filter: open reports to act on, what is hidden now, what was acted on, or all. */
export const MODERATION_QUEUE_STATUSES = ['open', 'hidden', 'closed', 'all'] as const;
export type ModerationQueueStatus = (typeof MODERATION_QUEUE_STATUSES)[number];

/** GET /api/Admin/Moderation/Queue: the most open reports first, then the longest waiting. */
export const moderationQueueQuery = adminPaging.extend({
  status: z.enum(MODERATION_QUEUE_STATUSES).default('open'),
  targetKind: z.enum(REPORT_TARGETS).optional(),
});
export type ModerationQueueQuery = z.input<typeof moderationQueueQuery>;

export const moderationReport = z.object({
  reason: z.enum(REPORT_REASONS),
  detail: z.string().nullable(),
  reporterName: z.string(),
  reporterEmail: z.string(),
  reportedAt: z.iso.datetime(),
  /** When an operator acted on the target; null while the report is open. */
  closedAt: z.iso.datetime().nullable(),
});
export type ModerationReport = z.infer<typeof moderationReport>;

/** The reported review or post as it is now; null once deleted. */
export const moderationContent = z.object({
  /** A review's rating, or a post's kind. */
  rating: z.number().int().nullable(),
  postKind: z.enum(['question', 'answer', 'followup']).nullable(),
  title: z.string().nullable(),
  /** Plain text with line breaks. */
  body: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  contentsid: z.number().int(),
  courseTitle: z.string(),
  createdAt: z.iso.datetime(),
  hiddenAt: z.iso.datetime().nullable(),
  hiddenReason: z.string().nullable(),
});
export type ModerationContent = z.infer<typeof moderationContent>;

export const moderationQueueItem = z.object({
  targetKind: z.enum(REPORT_TARGETS),
  targetId: z.number().int(),
  content: moderationContent.nullable(),
  openReports: z.number().int(),
  totalReports: z.number().int(),
  /** The oldest open report's time, or the first report's once none is open. */
  waitingSince: z.iso.datetime(),
  /** Newest first. */
  reports: z.array(moderationReport),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItem>;

export const MODERATION_ACTIONS = ['hide', 'restore', 'delete', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** POST /api/Admin/Moderation/{Hide|Restore|Delete|Dismiss}: the operator's reason is audited. */
export const moderationActionBody = z.object({
  targetKind: z.enum(REPORT_TARGETS),
  targetId: idField,
  reason: requiredText(500),
});
export type ModerationActionBody = z.infer<typeof moderationActionBody>;

export const moderationActionResult = z.object({
  targetKind: z.enum(REPORT_TARGETS),
  targetId: z.number().int(),
  /** The target's state after the action. */
  state: z.enum(['visible', 'hidden', 'deleted']),
  /** Open reports this call closed (0 on a retry). */
  closedReports: z.number().int(),
});
export type ModerationActionResult = z.infer<typeof moderationActionResult>;
