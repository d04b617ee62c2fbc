import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_LIMITS } from '@shared/contract/admin-catalogue';
import { formatBytes } from '@shared/format-bytes';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors';
import { sniffImage, startsWith } from '../../integrations/storage/file-type';

/**
 * Admin uploads arrive as multipart/form-data with one file. The file streams to a scratch file
 * (never whole into memory), the size limit is enforced while it streams, and its type is decided
 * by its first bytes — a name or a Content-Type header proves nothing.
 */

export type UploadKind = 'image' | 'video' | 'caption';

export interface ReceivedFile {
  path: string;
  originalName: string;
  size: number;
  /** The extension the sniffed type stores under, with its dot. */
  extension: string;
}

const textAt = (head: Buffer, offset: number, text: string) =>
  head.subarray(offset, offset + text.length).toString('latin1') === text;

/** The extension (with its dot) a kind of upload is stored under, from its first bytes; null if refused. */
const SNIFFERS: Record<UploadKind, (head: Buffer) => string | null> = {
  image: (head) => {
    const type = sniffImage(head);
    return type ? `.${type.ext}` : null;
  },
  // ISO base media (MP4, MOV, M4V): a box whose type is 'ftyp' at offset 4; Matroska/WebM: the EBML header.
  video: (head) =>
    textAt(head, 4, 'ftyp') ? '.mp4' : startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) ? '.webm' : null,
  // WebVTT: optional UTF-8 BOM, then 'WEBVTT' followed by a space, tab or line end.
  caption: (head) => {
    const start = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
    return textAt(head, start, 'WEBVTT') && [undefined, 0x20, 0x09, 0x0a, 0x0d].includes(head[start + 6])
      ? '.vtt'
      : null;
  },
};

const LIMITS: Record<UploadKind, number> = {
  image: UPLOAD_LIMITS.imageBytes,
  video: UPLOAD_LIMITS.videoBytes,
  caption: UPLOAD_LIMITS.captionBytes,
};

const ALLOWED: Record<UploadKind, string> = {
  image: 'JPEG, PNG, WebP, GIF, AVIF',
  video: 'MP4, MOV, WebM, MKV',
  caption: 'WebVTT (.vtt)',
};

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

/**
 * Receives the request's file into a scratch directory, hands it to `use`, and removes the scratch
 * copy afterwards whatever happens (storage keeps its own copy).
 */
export async function withUpload<T>(
  request: FastifyRequest,
  kind: UploadKind,
  use: (file: ReceivedFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest('upload.missing');
  const maxBytes = LIMITS[kind];
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw badRequest('upload.missing');
  const scratch = await mkdtemp(join(tmpdir(), 'medivenus-upload-'));
  try {
    const path = join(scratch, 'upload');
    let size = 0;
    part.file.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    try {
      await pipeline(part.file, createWriteStream(path));
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated)
        throw new AppError(413, 'FILE_TOO_LARGE', 'upload.tooLarge', { max: formatBytes(maxBytes) });
      throw error;
    }
    if (part.file.truncated)
      throw new AppError(413, 'FILE_TOO_LARGE', 'upload.tooLarge', { max: formatBytes(maxBytes) });
    if (size === 0) throw badRequest('upload.missing');
    const head = await readHead(path);
    const extension = SNIFFERS[kind](head);
    if (!extension) throw new AppError(415, 'UNSUPPORTED_FILE', 'upload.badType', { allowed: ALLOWED[kind] });
    // Named by what it is, so whoever reads it next (ffmpeg, storage) sees the right extension.
    const typedPath = `${path}${extension}`;
    await rename(path, typedPath);
    return await use({
      path: typedPath,
      originalName: (part.filename || 'upload').slice(0, 200),
      size,
      extension,
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
