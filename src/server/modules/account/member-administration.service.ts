import type { Locale } from '@shared/constants';
import type { MarketingChannel } from '@shared/contract/account';
import type {
  AdminGrantBody,
  AdminMemberDetail,
  AdminMemberListItem,
  AdminMemberListQuery,
} from '@shared/contract/admin';
import type { LicenseDecisionBody } from '@shared/contract/license';
import { formatBusinessNumber } from '@shared/format-business-number';
import { pickLocalized } from '@shared/localized';
import { and, asc, count, desc, eq, ilike, isNotNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { marketingConsents, users } from '../../db/schema/account';
import { contents, lessons } from '../../db/schema/catalogue';
import { enrolments, lessonProgress } from '../../db/schema/learning';
import { memberships } from '../../db/schema/membership';
import { orders } from '../../db/schema/payment';
import { selectPage } from '../../db/select-page';
import { sortedBy } from '../../db/sorted-by';
import { adminMemberTransaction, adminTransaction } from '../../domain/admin-transaction';
import { conflict, invalidInput, recordNotFound } from '../../domain/errors';
import type { Role, SessionUser } from '../../domain/session-user';
import { recordAudit } from '../audit/audit.service';
import { recordChange } from '../audit/record-change';
import { lessonShownToMembers } from '../contents/curriculum';
import { awardPendingCredits, courseCreditClock } from '../credits/credit-award.service';
import { grantEnrolment } from '../enrolment/enrolment.service';
import { deliverNotices } from '../notifications/notify-member';
import { abandonedCheckout } from '../payment/order-console.service';
import { localOrderName } from '../payment/order-name';
import { noticeLicenseDecided } from './license-notice';
import { revokeAllSessions } from './tokens';

type UserRow = typeof users.$inferSelect;
type EnrolmentState = AdminMemberDetail['courses'][number]['status'];

/**
 * The channels a member accepts marketing on now: the latest change per channel says. The member's
 * id is written with its table, which drizzle leaves out in a query on one table.
 */
const consentedChannels = sql<MarketingChannel[]>`coalesce((
  select array_agg(latest.channel order by latest.channel) from (
    select distinct on (${marketingConsents.channel}) ${marketingConsents.channel} as channel, ${marketingConsents.consented} as consented
    from ${marketingConsents}
    where ${marketingConsents.userId} = ${users}.${sql.identifier(users.id.name)}
    order by ${marketingConsents.channel}, ${marketingConsents.changedAt} desc, ${marketingConsents.id} desc
  ) latest where latest.consented
), '{}')`;

function enrolmentState(status: 'active' | 'revoked', expiresAt: Date | null, now: Date): EnrolmentState {
  if (status === 'revoked') return 'revoked';
  return expiresAt !== null && expiresAt <= now ? 'expired' : 'active';
}

function listItem(row: UserRow, marketing: MarketingChannel[]): AdminMemberListItem {
  return {
    useruid: row.useruid,
    email: row.email,
    name: row.name,
    role: row.role,
    memberType: row.memberType,
    status: row.status,
    licenseStatus: row.licenseStatus,
    businessStatus: row.businessStatus,
    mobile: row.mobile,
    marketingConsents: marketing,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A member's list row as a write left it, with their consents as they are now. */
async function listItemOf(db: Executor, row: UserRow): Promise<AdminMemberListItem> {
  const [{ marketing } = { marketing: [] }] = await db
    .select({ marketing: consentedChannels })
    .from(users)
    .where(eq(users.id, row.id));
  return listItem(row, marketing);
}

export async function listMembers(ctx: AppContext, query: AdminMemberListQuery) {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(or(ilike(users.email, like), ilike(users.name, like), ilike(users.mobile, like))!);
  }
  if (query.memberType) conditions.push(eq(users.memberType, query.memberType));
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.licenseStatus) conditions.push(eq(users.licenseStatus, query.licenseStatus));
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await selectPage(
    query,
    where,
    ctx.db
      .select({ user: users, marketing: consentedChannels })
      .from(users)
      .orderBy(
        ...sortedBy(
          {
            name: users.name,
            email: users.email,
            mobile: users.mobile,
            memberType: users.memberType,
            status: users.status,
            licenseStatus: users.licenseStatus,
            createdAt: users.createdAt,
          },
          query,
          [desc(users.createdAt), desc(users.id)],
        ),
      )
      .$dynamic(),
    ctx.db.select({ n: count() }).from(users).$dynamic(),
  );
  return { items: rows.map(({ user, marketing }) => listItem(user, marketing)), total };
}

async function findUser(db: Executor, useruid: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.useruid, useruid));
  if (!row) throw recordNotFound();
  return row;
}

/** The member's whole file. Korean privacy law expects access to personal data to be recorded. */
export async function getMemberDetail(
  ctx: AppContext,
  admin: SessionUser,
  locale: Locale,
  useruid: string,
): Promise<AdminMemberDetail> {
  const user = await findUser(ctx.db, useruid);
  const now = ctx.now();
  const [orderRows, courseRows, membershipRows, consentRows] = await Promise.all([
    ctx.db
      .select({ order: orders, title: contents.title })
      .from(orders)
      .leftJoin(contents, eq(contents.id, orders.contentsId))
      .where(and(eq(orders.userId, user.id), not(abandonedCheckout(ctx))))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(100),
    ctx.db
      .select({
        contentsid: contents.id,
        title: contents.title,
        conttype: contents.conttype,
        source: enrolments.source,
        status: enrolments.status,
        expiresAt: enrolments.expiresAt,
        // The member's own progress rate: over the lessons members see (course-progress.ts).
        lessonCount: sql<number>`(select count(*)::int from ${lessons} where ${lessons.contentsId} = ${contents.id} and ${lessonShownToMembers})`,
        completedCount: sql<number>`(select count(*)::int from ${lessonProgress} join ${lessons} on ${lessons.id} = ${lessonProgress.lessonId} where ${lessonProgress.userId} = ${user.id} and ${lessonProgress.contentsId} = ${contents.id} and ${isNotNull(lessonProgress.completedAt)} and ${lessonShownToMembers})`,
      })
      .from(enrolments)
      .innerJoin(contents, eq(contents.id, enrolments.contentsId))
      .where(eq(enrolments.userId, user.id))
      .orderBy(desc(enrolments.createdAt)),
    ctx.db.select().from(memberships).where(eq(memberships.userId, user.id)),
    ctx.db
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, user.id))
      .orderBy(asc(marketingConsents.changedAt)),
  ]);
  await recordAudit(ctx.db, {
    actorId: admin.id,
    action: 'member.view',
    targetType: 'member',
    target: useruid,
  });
  const membership = membershipRows[0];
  const latestConsent = new Map(consentRows.map((row) => [row.channel, row.consented]));
  const marketing = [...latestConsent].filter(([, consented]) => consented).map(([channel]) => channel);
  return {
    ...listItem(user, marketing.sort()),
    birthdate: user.birthdate,
    licenseKind: user.licenseKind,
    licenseNumber: user.licenseNumber,
    licenseReason: user.licenseReason,
    hasLicenseCopy: user.licenseCopyKey !== null,
    affiliatedClinic: user.affiliatedClinic,
    jobTitle: user.jobTitle,
    professionalStatus: user.professionalStatus,
    companyName: user.companyName,
    businessNumber: user.businessNumber ? formatBusinessNumber(user.businessNumber) : null,
    businessAddress: user.businessAddress,
    businessPhone: user.businessPhone,
    website: user.website,
    orders: orderRows.map(({ order, title }) => ({
      paymentid: order.id,
      orderId: order.orderId,
      orderName: localOrderName(order, title, locale),
      kind: order.kind,
      amount: order.amount,
      canceledAmount: order.canceledAmount,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
    })),
    courses: courseRows.map((row) => ({
      contentsid: row.contentsid,
      title: pickLocalized(row.title, locale),
      conttype: row.conttype,
      source: row.source,
      status: enrolmentState(row.status, row.expiresAt, now),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      progressRate: row.lessonCount > 0 ? Math.round((row.completedCount / row.lessonCount) * 100) : 0,
    })),
    membership: membership
      ? {
          status: membership.status,
          currentPeriodEnd: membership.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: membership.cancelAtPeriodEnd,
        }
      : null,
    consents: consentRows.map((row) => ({
      channel: row.channel,
      consented: row.consented,
      changedAt: row.changedAt.toISOString(),
    })),
  };
}

/**
 * Changes one member field inside a transaction and records the before and after values. A
 * suspension or a role change ends every session of the member, on every instance, once committed:
 * an offboarded admin's token is worthless the moment the change is saved.
 */
async function changeMember<K extends 'status' | 'role'>(
  ctx: AppContext,
  admin: SessionUser,
  useruid: string,
  field: K,
  value: UserRow[K],
  extra?: Record<string, unknown>,
): Promise<AdminMemberListItem> {
  const changesAccess = field === 'status' || field === 'role';
  const { item, userId } = await adminMemberTransaction(ctx, admin, useruid, async (tx, user) => {
    if (user.status === 'withdrawn') throw conflict('MEMBER_WITHDRAWN', 'errors.conflict');
    const [updated] = await tx
      .update(users)
      .set({ [field]: value, updatedAt: ctx.now() })
      .where(eq(users.id, user.id))
      .returning();
    if ((field === 'status' && value === 'suspended') || (field === 'role' && user.role !== value))
      await revokeAllSessions(tx, user.id, ctx.now());
    await recordChange(tx, admin, `member.${field}`, { type: 'member', id: useruid }, user, {
      [field]: value,
      ...extra,
    });
    return { item: await listItemOf(tx, updated!), userId: user.id };
  });
  if (changesAccess) await ctx.sessions.ended(userId);
  return item;
}

/**
 * An operator's decision on a medical member's licence, from the queue or the member's file: the
 * member is mailed the result (with the reason of a rejection) and the change is audited. The
 * member's row is locked, so a change the member makes at the same moment comes before or after,
 * never in between. Deciding what is already decided changes nothing and mails nothing.
 */
export async function setLicenseStatus(
  ctx: AppContext,
  admin: SessionUser,
  useruid: string,
  decision: LicenseDecisionBody,
): Promise<AdminMemberListItem> {
  const item = await adminMemberTransaction(ctx, admin, useruid, async (tx, user) => {
    if (user.status === 'withdrawn') throw conflict('MEMBER_WITHDRAWN', 'errors.conflict');
    if (user.memberType !== 'medical') throw invalidInput();
    const now = ctx.now();
    const reason = decision.status === 'rejected' ? (decision.note ?? null) : null;
    const [updated] = await tx
      .update(users)
      .set({ licenseStatus: decision.status, licenseReason: reason, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    const changed = await recordChange(
      tx,
      admin,
      'member.licenseStatus',
      { type: 'member', id: useruid },
      user,
      {
        licenseStatus: decision.status,
        licenseReason: reason,
        note: decision.note,
      },
    );
    if (changed && (user.licenseStatus !== decision.status || user.licenseReason !== reason))
      await noticeLicenseDecided(ctx, tx, user, { status: decision.status, reason, decidedAt: now });
    // What the member completed before being verified earns its credits now (decision 102).
    if (decision.status === 'verified' && user.licenseStatus !== 'verified')
      await awardPendingCredits(tx, user.id, courseCreditClock(ctx));
    return listItemOf(tx, updated!);
  });
  deliverNotices(ctx);
  return item;
}

export function setMemberStatus(
  ctx: AppContext,
  admin: SessionUser,
  useruid: string,
  status: 'active' | 'suspended',
  reason?: string,
) {
  if (useruid === admin.useruid) throw invalidInput('admin.notOnYourself');
  return changeMember(ctx, admin, useruid, 'status', status, { reason });
}

/** Role changes are made only by another admin: nobody promotes or demotes themselves. */
export function setMemberRole(ctx: AppContext, admin: SessionUser, useruid: string, role: Role) {
  if (useruid === admin.useruid) throw invalidInput('admin.notOnYourself');
  return changeMember(ctx, admin, useruid, 'role', role);
}

/** Grants a course by hand (compensation, partners): an enrolment with source 'admin'. */
export async function grantCourse(
  ctx: AppContext,
  admin: SessionUser,
  useruid: string,
  input: AdminGrantBody,
) {
  return adminTransaction(ctx, admin, async (tx) => {
    const user = await findUser(tx, useruid);
    const [course] = await tx.select().from(contents).where(eq(contents.id, input.contentsid));
    // Only courses are granted by hand: a training seat goes through its order and attendance.
    if (course?.conttype !== 'course') throw recordNotFound('admin.grantCourseNotFound');
    const now = ctx.now();
    const days = input.accessDays === undefined ? course.accessDays : input.accessDays;
    const expiresAt = days === null ? null : new Date(now.getTime() + days * 86_400_000);
    const row = await grantEnrolment(tx, {
      userId: user.id,
      contentsId: course.id,
      source: 'admin',
      startsAt: now,
      expiresAt,
    });
    await recordChange(tx, admin, 'member.grantCourse', { type: 'member', id: useruid }, null, {
      contentsid: course.id,
      expiresAt: expiresAt?.toISOString() ?? 'lifetime',
      reason: input.reason,
    });
    return { enrolmentId: row!.id, expiresAt: expiresAt?.toISOString() ?? null };
  });
}
