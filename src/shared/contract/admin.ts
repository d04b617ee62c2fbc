import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  BUSINESS_STATUSES,
  LICENSE_KINDS,
  LICENSE_STATUSES,
  MARKETING_CHANNELS,
  ROLES,
} from './account';
import { sortedPaging } from './admin-list';
import { dateTimeText, freeTextField, idParam } from './fields';
import { ORDER_KINDS, PAYMENT_STATUSES } from './payment';

/** Admin console contracts: members, dashboard and the audit log. */

export const adminMemberListQuery = sortedPaging([
  'name',
  'email',
  'mobile',
  'memberType',
  'status',
  'licenseStatus',
  'createdAt',
]).extend({
  q: z.string().trim().max(100).optional(),
  memberType: z.enum(['medical', 'partner']).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  licenseStatus: z.enum(LICENSE_STATUSES).optional(),
});
export type AdminMemberListQuery = z.infer<typeof adminMemberListQuery>;

export const adminMemberListItem = z.object({
  useruid: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  memberType: z.enum(['medical', 'partner']),
  status: z.enum(ACCOUNT_STATUSES),
  licenseStatus: z.enum(LICENSE_STATUSES).nullable(),
  businessStatus: z.enum(BUSINESS_STATUSES).nullable(),
  mobile: z.string().nullable(),
  /** The channels the member currently accepts marketing on. */
  marketingConsents: z.array(z.enum(MARKETING_CHANNELS)),
  createdAt: z.string(),
});
export type AdminMemberListItem = z.infer<typeof adminMemberListItem>;

export const adminMemberParams = z.object({ useruid: z.uuid({ error: 'validation.invalid' }) });

/** A member's access to a course or session: revoked means refunded (or taken back by an operator). */
export const ENROLMENT_STATES = ['active', 'expired', 'revoked'] as const;

export const adminMemberDetail = adminMemberListItem.extend({
  birthdate: z.string().nullable(),
  licenseKind: z.enum(LICENSE_KINDS).nullable(),
  licenseNumber: z.string().nullable(),
  licenseReason: z.string().nullable(),
  hasLicenseCopy: z.boolean(),
  affiliatedClinic: z.string().nullable(),
  jobTitle: z.string().nullable(),
  professionalStatus: z.string().nullable(),
  companyName: z.string().nullable(),
  businessNumber: z.string().nullable(),
  businessAddress: z.string().nullable(),
  businessPhone: z.string().nullable(),
  website: z.string().nullable(),
  orders: z.array(
    z.object({
      paymentid: z.number().int(),
      orderId: z.string(),
      orderName: z.string(),
      kind: z.enum(ORDER_KINDS),
      amount: z.number().int(),
      canceledAmount: z.number().int(),
      status: z.enum(PAYMENT_STATUSES),
      createdAt: z.string(),
    }),
  ),
  courses: z.array(
    z.object({
      contentsid: z.number().int(),
      title: z.string(),
      conttype: z.string(),
      source: z.string(),
      status: z.enum(ENROLMENT_STATES),
      expiresAt: z.string().nullable(),
      progressRate: z.number(),
    }),
  ),
  membership: z
    .object({ status: z.string(), currentPeriodEnd: z.string(), cancelAtPeriodEnd: z.boolean() })
    .nullable(),
  consents: z.array(
    z.object({ channel: z.enum(MARKETING_CHANNELS), consented: z.boolean(), changedAt: z.string() }),
  ),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetail>;

export const adminStatusBody = z.object({
  status: z.enum(['active', 'suspended']),
  reason: freeTextField.optional(),
});
export const adminRoleBody = z.object({ role: z.enum(ROLES) });
export const adminGrantBody = z.object({
  contentsid: idParam,
  reason: z.string().trim().min(1, { error: 'validation.required' }).max(500),
  /** Null or absent: the course's own access period. */
  accessDays: z.number().int().min(1).max(3650).nullable().optional(),
});
export type AdminGrantBody = z.infer<typeof adminGrantBody>;

const periodFigures = z.object({
  revenue: z.number().int(),
  orders: z.number().int(),
  newMembers: z.number().int(),
});
export const adminDashboard = z.object({
  today: periodFigures,
  last7Days: periodFigures,
  last30Days: periodFigures,
  activeMemberships: z.number().int(),
  pendingRefunds: z.number().int(),
  failedRenewals: z.number().int(),
  dailyRevenue: z.array(z.object({ day: z.string(), revenue: z.number().int(), orders: z.number().int() })),
  topCourses: z.array(
    z.object({
      contentsid: z.number().int(),
      title: z.string(),
      orders: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
  upcomingTrainings: z.array(
    z.object({
      contentsid: z.number().int(),
      title: z.string(),
      startsAt: z.string(),
      capacity: z.number().int(),
      seatsTaken: z.number().int(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

/**
 * What an audit entry is about. An admin write names one of these with the changed thing's id
 * (see src/server/modules/audit/record-change.ts); the console filters and labels by it.
 */
export const AUDIT_TARGET_TYPES = [
  'banner',
  'faq',
  'category',
  'notice',
  'terms',
  'couponCampaign',
  'couponCode',
  'order',
  'refund',
  'taxInvoice',
  'course',
  'training',
  'chapter',
  'lesson',
  'enrolment',
  'member',
  'membership',
  'membershipPlan',
  'upload',
  'exam',
  'examQuestion',
  'courseReview',
  'coursePost',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** A bare day is a day in Korea (Asia/Seoul); an instant is taken as it is. */
const auditDayOrInstant = dateTimeText(
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/,
);

export const auditListQuery = sortedPaging(['createdAt', 'actorEmail', 'action', 'target']).extend({
  /** Part of the action's name, e.g. `notice.` for every notice write or `notice.update` exactly. */
  action: z.string().trim().max(100).optional(),
  /** Part of the acting admin's email. */
  actor: z.string().trim().max(254).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  target: z.string().trim().max(100).optional(),
  /** From the start of this day in Korea, or this instant. */
  from: auditDayOrInstant.optional(),
  /** Until the end of this day in Korea, or this instant. */
  to: auditDayOrInstant.optional(),
});
export const auditItem = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  target: z.string(),
  /** The changed fields' previous values (null on a creation). */
  before: z.unknown(),
  /** The changed fields' new values (null on a deletion). */
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditItem = z.infer<typeof auditItem>;
