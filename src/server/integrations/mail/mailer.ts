import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database, Executor } from '../../db/client';
import { type MailAttachment, mailOutbox } from '../../db/schema/account';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface EnqueueOptions {
  /** The caller's transaction: the mail is written with the change it reports, or not at all. */
  db?: Executor;
  /** One mail per key, however often the event is retried or by how many instances. */
  dedupeKey?: string;
}

export interface Mailer {
  enqueue(message: MailMessage, options?: EnqueueOptions): Promise<void>;
  /** Delivers what the outbox holds unsent; several instances may run it at once. */
  deliverPending(): Promise<number>;
  /** Starts a delivery pass without waiting for it: for callers whose transaction has just committed. */
  deliverSoon(): void;
  /** Writes and delivers at once: for a mail the caller's answer promises (a reset link). */
  send(message: MailMessage): Promise<void>;
}

/** A claim older than this belongs to an instance that stopped mid-delivery; another may take the row. */
const CLAIM_TIMEOUT_MS = 2 * 60_000;
export const MAIL_MAX_ATTEMPTS = 5;
const BATCH = 20;

/** `m***@example.com`: enough for an operator to tell mails apart in the log, no more. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/**
 * An outbox in the database, delivered through SMTP when SMTP_URL is set. Without it the mail
 * stays in the outbox (listed in the console's mail viewer) and its subject and masked recipient
 * go to the log.
 */
export function createMailer(options: {
  smtpUrl?: string;
  /** Connecting, the server's greeting and any silence after it: a hung SMTP server fails the send. */
  smtpTimeoutMs: number;
  from: string;
  db: Database;
  log: FastifyBaseLogger;
  now: () => Date;
}): Mailer {
  const { db, log, now } = options;
  const timeout = options.smtpTimeoutMs;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      })
    : null;

  async function claim() {
    const stale = new Date(now().getTime() - CLAIM_TIMEOUT_MS);
    // Without SMTP a mail is "delivered" to the log once; with it, a failed send is tried again.
    const claimable = transport
      ? and(
          or(isNull(mailOutbox.claimedAt), lt(mailOutbox.claimedAt, stale)),
          lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS),
        )
      : isNull(mailOutbox.claimedAt);
    const ids = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), claimable))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ claimedAt: now(), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, ids))
      .returning();
  }

  async function deliverPending(): Promise<number> {
    let delivered = 0;
    for (const row of await claim()) {
      const to = maskEmail(row.recipient);
      if (!transport) {
        log.info({ outboxId: row.id, to, subject: row.subject }, 'mail kept in outbox (no SMTP_URL)');
        continue;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.attachments?.length
            ? {
                attachments: row.attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  cid: file.cid,
                  content: file.contentBase64,
                  encoding: 'base64',
                })),
              }
            : {}),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ outboxId: row.id, to, subject: row.subject, reason }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ lastError: reason.slice(0, 500) })
          .where(eq(mailOutbox.id, row.id));
        continue;
      }
      await db.update(mailOutbox).set({ sentAt: now(), lastError: null }).where(eq(mailOutbox.id, row.id));
      log.info({ outboxId: row.id, to, subject: row.subject }, 'mail sent');
      delivered++;
    }
    return delivered;
  }

  let pass: Promise<unknown> | null = null;
  let again = false;
  function deliverSoon() {
    // One pass at a time; a call during a pass asks for one more, so nothing enqueued is left behind.
    if (pass) {
      again = true;
      return;
    }
    pass = deliverPending()
      .catch((error: unknown) => log.warn({ err: error }, 'mail delivery pass failed'))
      .finally(() => {
        pass = null;
        if (again) {
          again = false;
          deliverSoon();
        }
      });
  }

  async function enqueue(message: MailMessage, enqueueOptions: EnqueueOptions = {}) {
    await (enqueueOptions.db ?? db)
      .insert(mailOutbox)
      .values({
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments ?? null,
        dedupeKey: enqueueOptions.dedupeKey ?? null,
        createdAt: now(),
      })
      .onConflictDoNothing({ target: mailOutbox.dedupeKey });
  }

  return {
    enqueue,
    deliverPending,
    deliverSoon,
    async send(message) {
      await enqueue(message);
      await deliverPending();
    },
  };
}
