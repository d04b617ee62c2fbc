import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { formatBytes } from '@shared/format-bytes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid, storageFull, tooLarge, unsupportedType } from '../../domain/errors';
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
 * Every upload (console images, notice attachments, videos, captions) arrives as multipart/form-data
 * with one file and goes through here: the file streams to a scratch file (never whole into
 * memory), the size limit is enforced while it streams, its type is decided by its first bytes — a
 * name or a Content-Type header proves nothing — and an image is decoded and encoded again
 * (integrations/images). The failures below are the only ones an upload answers, so the same
 * failure answers the same code whichever screen sent the file; what each upload may be and weigh
 * is in upload-rules.ts.
 */

/**
 * Lets the routes of one plugin take multipart bodies; registered per plugin so that every other
 * route still refuses them (415). Per-file limits come from the upload's rule.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11 } });
}

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

const uploadStorageFull = () => storageFull('STORAGE_FULL', 'upload.storageFull');
const uploadMissing = () => invalid('UPLOAD_MISSING', 'upload.missing');
const uploadTooLarge = (maxBytes: number) =>
  tooLarge('UPLOAD_TOO_LARGE', 'upload.tooLarge', { params: { max: formatBytes(maxBytes) } });
const uploadWrongType = (allowed: string) =>
  unsupportedType('UPLOAD_TYPE', 'upload.badType', { params: { allowed } });

function imageRefusal(error: ImageRefused) {
  if (error.reason === 'tooLarge')
    return tooLarge('UPLOAD_IMAGE_TOO_LARGE', 'upload.imageTooLarge', {
      params: { side: IMAGE_LIMITS.maxSide, megapixels: IMAGE_LIMITS.maxPixels / 1_000_000 },
    });
  return unsupportedType('UPLOAD_IMAGE_UNREADABLE', 'upload.imageUnreadable');
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
    throw isStorageFull(error) ? uploadStorageFull() : error;
  });
  try {
    const received = join(scratch, 'upload');
    const name = await receive(request, rule.maxBytes, received);
    const type = await rule.sniff({ head: await readHead(received), name, path: received });
    if (!type) throw uploadWrongType(rule.allowed);
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
    throw isStorageFull(error) ? uploadStorageFull() : error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
