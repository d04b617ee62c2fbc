import type { ContentsCredits } from '@shared/contract/credits';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contentsCredits } from '../../db/schema/credits';

function toDto(row: typeof contentsCredits.$inferSelect): ContentsCredits {
  return {
    creditTenths: row.creditTenths,
    accreditingBody: row.accreditingBody,
    approvalNumber: row.approvalNumber,
    category: row.category,
    validFrom: row.validFrom,
    validTo: row.validTo,
    // Courses have none: the key stays absent rather than null.
    ...(row.hoursTable ? { hoursTable: row.hoursTable } : {}),
  };
}

/** The credits a course or session carries, or null: a course with credits is credit-bearing. */
export async function creditsOf(db: Executor, contentsId: number): Promise<ContentsCredits | null> {
  const [row] = await db.select().from(contentsCredits).where(eq(contentsCredits.contentsId, contentsId));
  return row ? toDto(row) : null;
}

/** Sets or removes (null) the credits of a course or session, in the caller's transaction. */
export async function saveCredits(
  db: Executor,
  contentsId: number,
  credits: ContentsCredits | null,
  now: Date,
): Promise<void> {
  if (!credits) {
    await db.delete(contentsCredits).where(eq(contentsCredits.contentsId, contentsId));
    return;
  }
  // A table removed is written as null (an absent key would leave the old one).
  const values = { ...credits, hoursTable: credits.hoursTable ?? null, updatedAt: now };
  await db
    .insert(contentsCredits)
    .values({ contentsId, ...values })
    .onConflictDoUpdate({ target: contentsCredits.contentsId, set: values });
}
