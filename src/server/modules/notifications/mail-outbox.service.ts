import type { MailOutboxDetail, MailOutboxItem, MailOutboxQuery } from '@shared/contract/mail-outbox';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { containsPattern } from '../../db/contains-pattern';
import { mailOutbox } from '../../db/schema/account';
import { selectPage } from '../../db/select-page';
import { recordNotFound } from '../../domain/errors';
import { MAIL_MAX_ATTEMPTS } from '../../integrations/mail/mailer';

type OutboxRow = typeof mailOutbox.$inferSelect;

function stateOf(row: OutboxRow, smtpConfigured: boolean): MailOutboxItem['state'] {
  if (row.sentAt) return 'sent';
  if (!smtpConfigured) return 'kept';
  return row.attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending';
}

function toItem(row: OutboxRow, smtpConfigured: boolean): MailOutboxItem {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    state: stateOf(row, smtpConfigured),
    lastError: row.lastError,
  };
}

export async function listMailOutbox(ctx: AppContext, query: MailOutboxQuery) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = pattern
    ? or(ilike(mailOutbox.recipient, pattern), ilike(mailOutbox.subject, pattern))
    : undefined;
  const { rows, total } = await selectPage(
    query,
    where,
    ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).$dynamic(),
    ctx.db.select({ n: count() }).from(mailOutbox).$dynamic(),
  );
  const smtp = Boolean(ctx.config.SMTP_URL);
  return { items: rows.map((row) => toItem(row, smtp)), total };
}

export async function getMailOutboxEntry(ctx: AppContext, id: number): Promise<MailOutboxDetail> {
  const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw recordNotFound();
  return { ...toItem(row, Boolean(ctx.config.SMTP_URL)), text: row.text };
}
