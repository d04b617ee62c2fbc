import type { Locale } from '@shared/constants';
import { type MessageKey, type MessageParams, translate } from '@shared/i18n/messages';
import { eq } from 'drizzle-orm';
import type mail from '../../../shared/i18n/mail/en.json';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/account';

type MailLabel = keyof (typeof mail)['labels'];
type MailLink = keyof (typeof mail)['links'];

/** What a notice says, in keys and values; notifyMember writes it in the member's language. */
export interface NoticeDraft {
  subject: MessageKey;
  intro: MessageKey;
  params?: MessageParams;
  rows?: readonly (readonly [label: MailLabel, value: string])[];
  links?: readonly (readonly [label: MailLink, url: string])[];
  /** A training seat's ticket code (decision 103): the mail shows it with its QR code. */
  ticketCode?: string;
}

/**
 * Writes a notice to every channel inside the caller's transaction, so it exists exactly when the
 * change it reports does; `dedupeKey` names the event, so a retried confirm or a second instance
 * settling the same payment writes nothing more. Call deliverNotices once the transaction commits.
 */
export async function notifyMember(
  ctx: AppContext,
  db: Executor,
  userId: number,
  dedupeKey: string,
  compose: (locale: Locale) => NoticeDraft,
): Promise<void> {
  const [user] = await db
    .select({
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      locale: users.locale,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.status === 'withdrawn') return;
  const locale = user.locale ?? 'ko';
  const draft = compose(locale);
  const notice = {
    subject: translate(locale, draft.subject, draft.params),
    greeting: translate(locale, 'mail.greeting', { name: user.name }),
    intro: translate(locale, draft.intro, draft.params),
    rows: (draft.rows ?? []).map(([label, value]) => ({
      label: translate(locale, `mail.labels.${label}`),
      value,
    })),
    links: (draft.links ?? []).map(([label, url]) => ({
      label: translate(locale, `mail.links.${label}`),
      url,
    })),
    ...(draft.ticketCode
      ? {
          ticket: {
            heading: translate(locale, 'mail.ticket.heading'),
            hint: translate(locale, 'mail.ticket.hint'),
            alt: translate(locale, 'mail.ticket.alt'),
            code: draft.ticketCode,
          },
        }
      : {}),
    footer: translate(locale, 'mail.footer'),
  };
  const recipient = { name: user.name, email: user.email, mobile: user.mobile, locale };
  for (const channel of ctx.notificationChannels) await channel.enqueue(db, recipient, notice, dedupeKey);
}

/** After the transaction that wrote notices has committed. */
export function deliverNotices(ctx: AppContext): void {
  for (const channel of ctx.notificationChannels) channel.deliverSoon();
}

/** An address on this site, for a link in a notice. */
export const siteLink = (ctx: AppContext, path: string) => `${ctx.config.PUBLIC_URL}${path}`;
