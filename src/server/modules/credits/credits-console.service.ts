import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import type { ContentsCredits } from '@shared/contract/credits';
import type { AppContext } from '../../context';
import { adminTransaction } from '../../domain/admin-transaction';
import type { SessionUser } from '../../domain/session-user';
import { recordChange } from '../audit/record-change';
import { getContents } from '../contents/contents-console.service';
import { findContents } from '../contents/contents-records';
import { creditsOf, saveCredits } from './contents-credits';

/**
 * POST /api/Admin/Contents/{contentsid}/Credits: an operator sets the 연수평점 a course or session
 * carries, or removes them (null). Audited as `<course|training>.credits`.
 */
export async function setCredits(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  credits: ContentsCredits | null,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    const row = await findContents(tx, contentsId, true);
    const before = await creditsOf(tx, contentsId);
    await saveCredits(tx, contentsId, credits, ctx.now());
    await recordChange(
      tx,
      admin,
      `${row.conttype}.credits`,
      { type: row.conttype, id: contentsId },
      before,
      credits,
    );
  });
  return getContents(ctx, contentsId);
}
