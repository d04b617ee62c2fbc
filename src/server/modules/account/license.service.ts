import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import type { AccountProfile } from '@shared/contract/account';
import type { LicenseQueueItem } from '@shared/contract/license';
import type { Paging } from '@shared/contract/paging';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/account';
import { selectPage } from '../../db/select-page';
import { invalidInput, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordAudit } from '../audit/audit.service';
import { storedContentType } from '../files/files.service';
import type { ReceivedFile } from '../files/upload-pipeline';
import { getProfile } from './account.service';
import { licenseResubmitted } from './license-resubmission';

/**
 * A medical member's licence as an operator checks it (decision 099): the kind, the number and an
 * uploaded copy. Whatever of these the member changes goes back to the operators' queue.
 */

type UserRow = typeof users.$inferSelect;

/**
 * Whether the member's licence is verified now. Credits (연수평점) are issued only to verified
 * members: whatever awards one asks here, in its own transaction when it has one.
 */
export async function isLicenseVerified(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: users.licenseStatus })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  return row?.status === 'verified';
}

/**
 * Keeps a member's licence copy in private storage (never under the public /GetUrl) and puts the
 * licence back in the queue. The previous copy goes once the new one is recorded.
 */
export async function storeLicenseCopy(
  ctx: AppContext,
  caller: SessionUser,
  file: ReceivedFile,
): Promise<AccountProfile> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, caller.id));
  if (!user || user.status === 'withdrawn') throw recordNotFound();
  if (user.memberType !== 'medical') throw invalidInput();
  const key = `licenses/${user.useruid}/${randomBytes(12).toString('hex')}${file.extension}`;
  await ctx.storage.putPrivateFile(key, file.path);
  const previous = await ctx.db.transaction(async (tx) => {
    // Locked, so an operator's decision and this upload are one after the other, never interleaved.
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    await tx
      .update(users)
      .set({ licenseCopyKey: key, ...licenseResubmitted(current!, ctx.now()), updatedAt: ctx.now() })
      .where(eq(users.id, user.id));
    return current!.licenseCopyKey;
  });
  if (previous) await ctx.storage.removePrivate(previous);
  return getProfile(ctx, caller, caller.useruid);
}

export interface LicenseCopy {
  stream: NodeJS.ReadableStream;
  size: number;
  contentType: string;
  filename: string;
}

async function openCopy(ctx: AppContext, user: UserRow | undefined): Promise<LicenseCopy> {
  const key = user?.licenseCopyKey;
  const file = key ? await ctx.storage.openPrivate(key) : null;
  if (!file) throw recordNotFound();
  const extension = extname(key!).toLowerCase();
  return {
    stream: file.stream,
    size: file.size,
    contentType: storedContentType(key!),
    filename: `license${extension}`,
  };
}

/** The member's own copy: the route takes no one's id, so no member reaches another's. */
export async function openOwnLicenseCopy(ctx: AppContext, caller: SessionUser): Promise<LicenseCopy> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, caller.id));
  return openCopy(ctx, user);
}

/** A member's copy for an operator; viewing someone's licence is recorded, as viewing their file is. */
export async function openLicenseCopyForOperator(
  ctx: AppContext,
  admin: SessionUser,
  useruid: string,
): Promise<LicenseCopy> {
  const [user] = await ctx.db.select().from(users).where(eq(users.useruid, useruid));
  const copy = await openCopy(ctx, user);
  await recordAudit(ctx.db, {
    actorId: admin.id,
    action: 'member.viewLicenseCopy',
    targetType: 'member',
    target: useruid,
  });
  return copy;
}

/** Licences waiting for an operator, the longest waiting first; withdrawn accounts have none to check. */
export async function listPendingLicenses(
  ctx: AppContext,
  paging: Paging,
): Promise<{ items: LicenseQueueItem[]; total: number }> {
  const where = and(eq(users.licenseStatus, 'pending'), ne(users.status, 'withdrawn'));
  const { rows, total } = await selectPage(
    paging,
    where,
    ctx.db.select().from(users).orderBy(asc(users.licenseSubmittedAt), asc(users.id)).$dynamic(),
    ctx.db.select({ n: count() }).from(users).$dynamic(),
  );
  return {
    items: rows.map((row) => ({
      useruid: row.useruid,
      name: row.name,
      email: row.email,
      licenseKind: row.licenseKind,
      licenseNumber: row.licenseNumber,
      submittedAt: (row.licenseSubmittedAt ?? row.createdAt).toISOString(),
      hasCopy: row.licenseCopyKey !== null,
    })),
    total,
  };
}
