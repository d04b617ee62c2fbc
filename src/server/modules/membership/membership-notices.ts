import { formatDate, formatKrw } from '@shared/format';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { deliverNotices, notifyMember, siteLink } from '../notifications/notify-member';
import type { MembershipRow } from './membership-access';
import type { DeclineNotice } from './membership-billing';
import { planSettings } from './membership-plan';

const membershipLink = (ctx: AppContext) => siteLink(ctx, '/mypage/membership');

/**
 * A paid membership period: the first one starts the membership, the next ones renew it. The
 * welcome names what follows the first (perhaps discounted) month: the plan's price, charged on
 * the period's end and monthly after it.
 */
export async function noticeMembershipCharged(
  ctx: AppContext,
  db: Executor,
  charge: { id: number; userId: number; amount: number; renewal: boolean; periodEnd: Date },
) {
  const { price } = await planSettings(db);
  return notifyMember(ctx, db, charge.userId, `membership-charge:${charge.id}`, (locale) => {
    const monthly = formatKrw(price, locale);
    const nextDate = formatDate(charge.periodEnd, locale);
    return {
      subject: charge.renewal ? 'mail.membershipRenewedSubject' : 'mail.membershipStartedSubject',
      intro: charge.renewal ? 'mail.membershipRenewedIntro' : 'mail.membershipStartedIntro',
      params: { price: monthly, nextDate },
      rows: [
        ['amount', formatKrw(charge.amount, locale)],
        ['periodEnd', nextDate],
        ...(charge.renewal
          ? []
          : ([
              ['monthlyPrice', monthly],
              ['nextCharge', nextDate],
            ] as const)),
      ],
      links: [['membership', membershipLink(ctx)]],
    };
  });
}

/**
 * The member's cancellation and its undoing are keyed by the membership and the moment of the
 * change (the row's new updatedAt): a repeated request cannot make the same change again, as under
 * the row lock it finds the membership already changed.
 */
const changeKey = (change: string, membership: MembershipRow, changedAt: Date) =>
  `membership-${change}:${membership.id}:${changedAt.toISOString()}`;

/**
 * The member cancelled (`membership` as it was before): a paid period runs to its end and nothing
 * more is charged; a past-due membership ended at once.
 */
export function noticeMembershipCanceled(
  ctx: AppContext,
  db: Executor,
  membership: MembershipRow,
  changedAt: Date,
) {
  const endsNow = membership.status === 'past_due';
  const key = changeKey('canceled', membership, changedAt);
  return notifyMember(ctx, db, membership.userId, key, (locale) => ({
    subject: endsNow ? 'mail.membershipEndedByMemberSubject' : 'mail.membershipCanceledSubject',
    intro: endsNow ? 'mail.membershipEndedByMemberIntro' : 'mail.membershipCanceledIntro',
    params: { date: formatDate(membership.currentPeriodEnd, locale) },
    rows: endsNow ? [] : [['periodEnd', formatDate(membership.currentPeriodEnd, locale)]],
    links: [['membership', membershipLink(ctx)]],
  }));
}

/** The member undid a cancellation: the renewal is charged at the period end, at the plan's price. */
export async function noticeMembershipResumed(
  ctx: AppContext,
  db: Executor,
  membership: MembershipRow,
  changedAt: Date,
) {
  const { price } = await planSettings(db);
  const key = changeKey('resumed', membership, changedAt);
  return notifyMember(ctx, db, membership.userId, key, (locale) => {
    const params = { price: formatKrw(price, locale), date: formatDate(membership.currentPeriodEnd, locale) };
    return {
      subject: 'mail.membershipResumedSubject',
      intro: 'mail.membershipResumedIntro',
      params,
      rows: [
        ['monthlyPrice', params.price],
        ['nextCharge', params.date],
      ],
      links: [['membership', membershipLink(ctx)]],
    };
  });
}

/** After a declined renewal: when it is tried again, or that the membership has ended. */
export async function noticeRenewalDeclined(ctx: AppContext, notice: DeclineNotice): Promise<void> {
  const { nextRetryAt } = notice;
  await notifyMember(ctx, ctx.db, notice.userId, `membership-declined:${notice.chargeId}`, (locale) => ({
    subject: nextRetryAt ? 'mail.membershipDeclinedSubject' : 'mail.membershipEndedSubject',
    intro: nextRetryAt ? 'mail.membershipDeclinedIntro' : 'mail.membershipEndedIntro',
    params: {
      amount: formatKrw(notice.amount, locale),
      ...(nextRetryAt ? { retryDate: formatDate(nextRetryAt, locale) } : {}),
    },
    links: [['membership', membershipLink(ctx)]],
  }));
  deliverNotices(ctx);
}
