import type { ReadStream } from 'node:fs';
import { extname } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { uploadedFiles } from '../../db/schema/files';
import { recordNotFound } from '../../domain/errors';
import { contentDisposition } from '../../integrations/storage/file-name';

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

/** The type a stored file is served as, by the extension the upload pipeline gave it. */
export const storedContentType = (filename: string) =>
  CONTENT_TYPES[extname(filename).toLowerCase()] ?? 'application/octet-stream';

export interface StoredFile {
  stream: ReadStream;
  size: number;
  contentType: string;
  /**
   * The Content-Disposition header, if any: a download under its uploaded name (else its stored
   * name), or a PDF shown in the page that keeps its uploaded name when saved.
   */
  disposition: string | null;
  etag: string;
  lastModified: Date;
}

/** Remembers the name an upload had, for its downloads; `url` is the stored file's /GetUrl path. */
export async function recordUploadedName(db: Executor, url: string, uploadedName: string): Promise<void> {
  const [, , folder, filename] = url.split('/');
  if (!folder || !filename) throw new Error(`not a stored file's address: ${url}`);
  await db.insert(uploadedFiles).values({ folder, filename, uploadedName });
}

async function uploadedNameOf(ctx: AppContext, folder: string, filename: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ uploadedName: uploadedFiles.uploadedName })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.folder, folder), eq(uploadedFiles.filename, filename)));
  return row?.uploadedName ?? null;
}

/** A file from storage; unsafe or unknown names are simply not found (storage refuses to leave its root). */
export async function openStoredFile(ctx: AppContext, folder: string, filename: string): Promise<StoredFile> {
  // Storage first: it refuses unsafe names (a NUL byte, which no database text can hold, among them).
  const file = await ctx.storage.open(folder, filename);
  if (!file) throw recordNotFound();
  const contentType = storedContentType(filename);
  const inline = INLINE.test(contentType);
  // Pictures and media are the busy part of /GetUrl and nobody saves them by name: no lookup for them.
  const uploadedName =
    !inline || contentType === 'application/pdf'
      ? await uploadedNameOf(ctx, folder, filename).catch((error: unknown) => {
          file.stream.destroy();
          throw error;
        })
      : null;
  return {
    stream: file.stream,
    size: file.size,
    contentType,
    disposition: !inline
      ? contentDisposition('attachment', uploadedName ?? filename)
      : uploadedName && contentDisposition('inline', uploadedName),
    etag: `W/"${file.size.toString(36)}-${Math.floor(file.mtime.getTime()).toString(36)}"`,
    lastModified: file.mtime,
  };
}
