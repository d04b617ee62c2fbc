import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/account';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends through SMTP when SMTP_URL is set. Every message is also kept in the outbox table, so an
 * operator without SMTP still finds reset links there (and, in development, in the server log).
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Database;
  log: FastifyBaseLogger;
  now: () => Date;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ recipient: message.to, subject: message.subject, text: message.text, html: message.html })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        options.log.info(
          { outboxId: row?.id, subject: message.subject },
          'mail kept in outbox (no SMTP_URL)',
        );
        return;
      }
      await transport.sendMail({ from: options.from, ...message });
      // sent_at marks what the SMTP server accepted; rows without it were kept or failed.
      if (row)
        await options.db.update(mailOutbox).set({ sentAt: options.now() }).where(eq(mailOutbox.id, row.id));
    },
  };
}
