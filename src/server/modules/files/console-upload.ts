import { randomBytes } from 'node:crypto';
import type { UploadedFile, UploadPurpose } from '@shared/contract/admin-content';
import type { AppContext } from '../../context';
import { adminTransaction } from '../../domain/admin-transaction';
import type { SessionUser } from '../../domain/session-user';
import { recordChange } from '../audit/record-change';
import { recordUploadedName } from './files.service';
import type { ReceivedFile } from './upload-pipeline';

const FOLDERS: Record<UploadPurpose, string> = {
  banner: 'banners',
  notice: 'notices',
  instructor: 'instructors',
};

/**
 * Stores one checked upload (files/upload-pipeline.ts) under a random name with the extension of what it
 * really is, so GET /GetUrl serves it with the right type and a guessed name reaches nothing; the
 * operator's file name is kept for its downloads. The audit entry names the stored file (the
 * request itself carries only bytes).
 */
export async function storeUpload(
  ctx: AppContext,
  admin: SessionUser,
  purpose: UploadPurpose,
  file: ReceivedFile,
): Promise<UploadedFile> {
  const stored = `${randomBytes(12).toString('hex')}${file.extension}`;
  const url = await ctx.storage.putFile(FOLDERS[purpose], stored, file.path);
  const uploaded = { url, name: file.originalName, size: file.size, contentType: file.contentType };
  await adminTransaction(ctx, admin, async (tx) => {
    await recordUploadedName(tx, url, file.originalName);
    await recordChange(tx, admin, `upload.${purpose}`, { type: 'upload', id: url }, null, uploaded);
  });
  return uploaded;
}
