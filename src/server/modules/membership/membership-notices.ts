import { formatDate, formatKrw } from '@shared/format';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { deliverNotices, notifyMember, siteLink } from '../notifications/notify-member';
import type { DeclineNotice } from './membership-billing';

/** A paid membership period: the first one starts the membership, the next ones renew it. */
export function noticeMembershipCharged(
  ctx: AppContext,
  db: Executor,
  charge: { id: number; userId: number; amount: number; renewal: boolean; periodEnd: Date },
) {
  return notifyMember(ctx, db, charge.userId, `membership-charge:${charge.id}`, (locale) => ({
    subject: charge.renewal ? 'mail.membershipRenewedSubject' : 'mail.membershipStartedSubject',
    intro: charge.renewal ? 'mail.membershipRenewedIntro' : 'mail.membershipStartedIntro',
    rows: [
      ['amount', formatKrw(charge.amount, locale)],
      ['periodEnd', formatDate(charge.periodEnd, locale)],
    ],
    links: [['membership', siteLink(ctx, '/mypage/membership')]],
  }));
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
    links: [['membership', siteLink(ctx, '/mypage/membership')]],
  }));
  deliverNotices(ctx);
}
