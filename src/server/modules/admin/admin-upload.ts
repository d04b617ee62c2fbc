import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { formatBytes } from '@shared/format-bytes';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import {
  IMAGE_LIMITS,
  ImageRefused,
  isImageFormat,
  reencodeImage,
} from '../../integrations/images/image-check';
import { sanitizeFileName } from '../../integrations/storage/file-name';
import type { FileType } from '../../integrations/storage/file-type';
import { isStorageFull } from '../../integrations/storage/storage';

/**
 * Every admin upload (images, notice attachments, videos, captions) arrives as multipart/form-data
 * with one file and goes through here: the file streams to a scratch file (never whole into
 * memory), the size limit is enforced while it streams, its type is decided by its first bytes — a
 * name or a Content-Type header proves nothing — and an image is decoded and encoded again
 * (integrations/images). The same failure answers the same code whichever screen sent the file.
 */

export interface UploadRule {
  maxBytes: number;
  /** The accepted types, named for the operator when a file is refused. */
  allowed: string;
  /** What the file is; null when this upload does not take it. `head` is its first 16 bytes. */
  sniff(file: { head: Buffer; name: string; path: string }): FileType | null | Promise<FileType | null>;
}

export interface ReceivedFile {
  /** The scratch file: an image's re-encoded picture, anything else as received. */
  path: string;
  /** The operator's file name, safe to show and to send back in a download header. */
  originalName: string;
  size: number;
  /** The extension the sniffed type stores under, with its dot. */
  extension: string;
  contentType: string;
}

const storageFull = () => new AppError(507, 'STORAGE_FULL', 'upload.storageFull');
const uploadMissing = () => new AppError(400, 'UPLOAD_MISSING', 'upload.missing');
const uploadTooLarge = (maxBytes: number) =>
  new AppError(413, 'UPLOAD_TOO_LARGE', 'upload.tooLarge', { max: formatBytes(maxBytes) });

function imageRefusal(error: ImageRefused): AppError {
  if (error.reason === 'tooLarge')
    return new AppError(413, 'UPLOAD_IMAGE_TOO_LARGE', 'upload.imageTooLarge', {
      side: IMAGE_LIMITS.maxSide,
      megapixels: IMAGE_LIMITS.maxPixels / 1_000_000,
    });
  return new AppError(415, 'UPLOAD_IMAGE_UNREADABLE', 'upload.imageUnreadable');
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Streams the request's one file to `path`; answers the name it was sent under. */
async function receive(request: FastifyRequest, maxBytes: number, path: string) {
  if (!request.isMultipart()) throw uploadMissing();
  // A multipart head that cannot be read (no boundary, a broken part) carries no file we could take.
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => {
    throw uploadMissing();
  });
  if (!part) throw uploadMissing();
  try {
    await pipeline(part.file, createWriteStream(path));
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated)
      throw uploadTooLarge(maxBytes);
    throw error;
  }
  if (part.file.truncated) throw uploadTooLarge(maxBytes);
  if ((await stat(path)).size === 0) throw uploadMissing();
  return part.filename;
}

/**
 * Receives the request's file into a scratch directory, checks it against `rule`, hands it to
 * `use`, and removes the scratch copy afterwards whatever happens (storage keeps its own copy).
 */
export async function withUpload<T>(
  request: FastifyRequest,
  rule: UploadRule,
  use: (file: ReceivedFile) => Promise<T>,
): Promise<T> {
  const scratch = await mkdtemp(join(tmpdir(), 'medivenus-upload-')).catch((error: unknown) => {
    throw isStorageFull(error) ? storageFull() : error;
  });
  try {
    const received = join(scratch, 'upload');
    const name = await receive(request, rule.maxBytes, received);
    const type = await rule.sniff({ head: await readHead(received), name, path: received });
    if (!type) throw new AppError(415, 'UPLOAD_TYPE', 'upload.badType', { allowed: rule.allowed });
    // Named by what it is, so whoever reads it next (ffmpeg, storage) sees the right extension.
    const path = join(scratch, `stored.${type.ext}`);
    if (isImageFormat(type.ext)) {
      await reencodeImage(received, path, type.ext).catch((error: unknown) => {
        throw error instanceof ImageRefused ? imageRefusal(error) : error;
      });
    } else {
      await rename(received, path);
    }
    return await use({
      path,
      originalName: sanitizeFileName(name, type.ext),
      size: (await stat(path)).size,
      extension: `.${type.ext}`,
      contentType: type.contentType,
    });
  } catch (error) {
    throw isStorageFull(error) ? storageFull() : error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
