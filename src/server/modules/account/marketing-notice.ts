import type { MarketingChannel } from '@shared/contract/account';
import { formatDateTime } from '@shared/format';
import { translate } from '@shared/i18n/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notifyMember, siteLink } from '../notifications/notify-member';

const CHANNEL_LABELS = {
  email: 'marketingEmail',
  sms: 'marketingSms',
  kakao: 'marketingKakao',
} as const satisfies Record<MarketingChannel, string>;

/**
 * Confirms a change of marketing consent, as 정보통신망법 expects the result of a consent or a
 * withdrawal to be told to the member: which channels, which way, and when. A transactional
 * notice, so it goes out even when the member has just withdrawn consent to marketing mail.
 * `historyId` is the change's first consent-history row: the event the mail reports.
 */
export function noticeMarketingChanged(
  ctx: AppContext,
  db: Executor,
  userId: number,
  change: { historyId: number; changedAt: Date; choices: [MarketingChannel, boolean][] },
) {
  return notifyMember(ctx, db, userId, `marketing-consent:${change.historyId}`, (locale) => {
    const date = formatDateTime(change.changedAt, locale);
    return {
      subject: 'mail.marketingChangedSubject',
      intro: 'mail.marketingChangedIntro',
      params: { date },
      rows: [
        ...change.choices.map(
          ([channel, consented]) =>
            [
              CHANNEL_LABELS[channel],
              translate(locale, consented ? 'mail.marketingChoice.on' : 'mail.marketingChoice.off'),
            ] as const,
        ),
        ['changedAt', date],
      ],
      links: [['account', siteLink(ctx, '/mypage/myaccount')]],
    };
  });
}
