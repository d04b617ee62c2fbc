import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_LIMITS, type UploadedFile, type UploadPurpose } from '@shared/contract/admin-content';
import { formatBytes } from '@shared/format-bytes';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { ascii, type FileType, sniffImage, startsWith } from '../../integrations/storage/file-type';
import { recordAudit } from '../audit/audit.service';

type Sniffed = FileType;

/** Office documents are ZIP containers; which one it is, only the name tells. */
const ZIP_KINDS: Record<string, Sniffed> = {
  '.docx': {
    ext: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  '.xlsx': { ext: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  '.pptx': {
    ext: 'pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  '.zip': { ext: 'zip', contentType: 'application/zip' },
};

function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** Documents a notice may carry: PDF, Office (OOXML), HWP (an OLE compound file), plain text and CSV. */
function sniffDocument(data: Buffer, name: string): Sniffed | null {
  const ext = extname(name).toLowerCase();
  if (startsWith(data, ascii('%PDF-'))) return { ext: 'pdf', contentType: 'application/pdf' };
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return ZIP_KINDS[ext] ?? ZIP_KINDS['.zip']!;
  if (ext === '.hwp' && startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { ext: 'hwp', contentType: 'application/x-hwp' };
  if ((ext === '.txt' || ext === '.csv') && isPlainText(data))
    return { ext: ext.slice(1), contentType: `text/${ext === '.csv' ? 'csv' : 'plain'}; charset=utf-8` };
  return null;
}

/** What the bytes are, whatever the name or the browser claim; null when not allowed for this purpose. */
export function sniffUpload(data: Buffer, name: string, purpose: UploadPurpose): Sniffed | null {
  return sniffImage(data) ?? (purpose === 'notice' ? sniffDocument(data, name) : null);
}

/** The operator's file name as shown in lists: no folders, no control characters, bounded. */
function displayName(name: string, fallbackExt: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean ? clean.slice(-200) : `file.${fallbackExt}`;
}

const FOLDERS: Record<UploadPurpose, string> = { banner: 'banners', notice: 'notices' };
const IMAGES = 'PNG, JPEG, GIF, WebP, AVIF';
const ALLOWED: Record<UploadPurpose, string> = {
  banner: IMAGES,
  notice: `${IMAGES}, PDF, DOCX, XLSX, PPTX, ZIP, HWP, TXT, CSV`,
};

/**
 * Stores one uploaded file under a random name with the extension of what it really is, so
 * GET /GetUrl serves it with the right type and a guessed name reaches nothing. The audit entry
 * names the stored file (the request itself carries only bytes).
 */
export async function storeUpload(
  ctx: AppContext,
  admin: SessionUser,
  purpose: UploadPurpose,
  file: MultipartFile | undefined,
): Promise<UploadedFile> {
  if (!file) throw new AppError(400, 'UPLOAD_MISSING', 'upload.missing');
  const limit = UPLOAD_LIMITS[purpose];
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'UPLOAD_TOO_LARGE', 'upload.tooLarge', { max: formatBytes(limit) });
    throw error;
  }
  if (data.length === 0) throw new AppError(400, 'UPLOAD_MISSING', 'upload.missing');
  const sniffed = sniffUpload(data, file.filename, purpose);
  if (!sniffed) throw new AppError(415, 'UPLOAD_TYPE', 'upload.badType', { allowed: ALLOWED[purpose] });
  const stored = `${randomBytes(12).toString('hex')}.${sniffed.ext}`;
  const url = await ctx.storage.write(FOLDERS[purpose], stored, data);
  const uploaded = {
    url,
    name: displayName(file.filename, sniffed.ext),
    size: data.length,
    contentType: sniffed.contentType,
  };
  await recordAudit(ctx.db, {
    actorId: admin.id,
    action: 'POST /api/Admin/Uploads/:purpose',
    target: JSON.stringify({ purpose }),
    after: uploaded,
  });
  return uploaded;
}
