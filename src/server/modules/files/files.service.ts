import type { ReadStream } from 'node:fs';
import { extname } from 'node:path';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';

/** What the browser is told a stored file is; anything else is offered as a download. */
const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.zip': 'application/zip',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.hwp': 'application/x-hwp',
};
const INLINE = /^(image\/|text\/vtt|application\/pdf|video\/|audio\/)/;

export interface StoredFile {
  stream: ReadStream;
  size: number;
  contentType: string;
  /** Shown in the page (images, PDF, captions, media) rather than downloaded. */
  inline: boolean;
  etag: string;
  lastModified: Date;
}

/** A file from storage; unsafe or unknown names are simply not found (storage refuses to leave its root). */
export async function openStoredFile(ctx: AppContext, folder: string, filename: string): Promise<StoredFile> {
  const file = await ctx.storage.open(folder, filename);
  if (!file) throw notFound();
  const contentType = CONTENT_TYPES[extname(filename).toLowerCase()] ?? 'application/octet-stream';
  return {
    stream: file.stream,
    size: file.size,
    contentType,
    inline: INLINE.test(contentType),
    etag: `W/"${file.size.toString(36)}-${Math.floor(file.mtime.getTime()).toString(36)}"`,
    lastModified: file.mtime,
  };
}
