import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notifyMember, siteLink } from '../notifications/notify-member';

/**
 * Tells the member what an operator decided about their licence, with the reason of a rejection, in
 * the member's language. `decidedAt` names the decision, so a retried one writes its mail once.
 */
export function noticeLicenseDecided(
  ctx: AppContext,
  db: Executor,
  member: { id: number; licenseNumber: string | null },
  decision: { status: 'verified' | 'rejected'; reason: string | null; decidedAt: Date },
) {
  const rejected = decision.status === 'rejected';
  return notifyMember(
    ctx,
    db,
    member.id,
    `license-decided:${member.id}:${decision.decidedAt.getTime()}`,
    () => ({
      subject: rejected ? 'mail.licenseRejectedSubject' : 'mail.licenseVerifiedSubject',
      intro: rejected ? 'mail.licenseRejectedIntro' : 'mail.licenseVerifiedIntro',
      rows: [
        ...(member.licenseNumber ? [['licenseNumber', member.licenseNumber] as const] : []),
        ...(rejected && decision.reason ? [['reason', decision.reason] as const] : []),
      ],
      links: [['account', siteLink(ctx, '/mypage/myaccount')]],
    }),
  );
}
