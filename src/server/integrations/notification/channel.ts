import type { Locale } from '@shared/constants';
import type { Executor } from '../../db/client';

/** Who a notice goes to, as the account knows them. */
export interface Recipient {
  name: string;
  email: string;
  mobile: string | null;
  locale: Locale;
}

/**
 * A notice in the member's language, not yet laid out: each channel lays it out its own way
 * (mail: HTML and plain text; an SMS or KakaoTalk 알림톡 template: the subject and the key rows).
 */
export interface Notice {
  subject: string;
  greeting: string;
  intro: string;
  rows: { label: string; value: string }[];
  links: { label: string; url: string }[];
  /** A training seat's ticket: its code, shown as text and as a QR code the door scans. */
  ticket?: { heading: string; hint: string; alt: string; code: string };
  footer: string;
}

/**
 * A way of reaching a member. Mail is the one built in (email-channel.ts). An SMS or 알림톡
 * provider is another adapter beside it, added to the list in app.ts: it writes to its own outbox
 * in the caller's transaction, keyed by `dedupeKey`, and delivers after the commit.
 */
export interface NotificationChannel {
  readonly name: string;
  /** Keeps the notice for delivery, inside the caller's transaction; once per dedupe key. */
  enqueue(db: Executor, to: Recipient, notice: Notice, dedupeKey: string): Promise<void>;
  /** Delivers what was enqueued, after the caller's transaction has committed; does not wait. */
  deliverSoon(): void;
}
