import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { UPLOAD_LIMITS as CATALOGUE_LIMITS } from '@shared/contract/admin-catalogue';
import { UPLOAD_LIMITS as CONTENT_LIMITS } from '@shared/contract/admin-content';
import { LICENSE_COPY_MAX_BYTES } from '@shared/contract/license';
import { QUESTION_LIMITS } from '@shared/contract/questions';
import { ascii, type FileType, sniffImage, startsWith } from '../../integrations/storage/file-type';
import { ArchiveUnreadable, assertArchiveWithinLimits } from './archive-limits';
import type { UploadRule } from './upload-pipeline';

/** What each upload may be and weigh; the bytes decide the type, the name only tells Office kinds apart. */

const textAt = (head: Buffer, offset: number, text: string) =>
  head.subarray(offset, offset + text.length).toString('latin1') === text;

/** Office documents are ZIP containers; which one it is, only the name tells. */
const ZIP_KINDS: Record<string, FileType> = {
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

const zipKind = (ext: string) => ZIP_KINDS[ext] ?? ZIP_KINDS['.zip']!;

/** A ZIP container is served to the public: one that unpacks past ARCHIVE_LIMITS is refused as a bomb. */
async function isReadableArchive(path: string): Promise<boolean> {
  try {
    await assertArchiveWithinLimits(path);
    return true;
  } catch (error) {
    if (error instanceof ArchiveUnreadable) return false;
    throw error;
  }
}

function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

const sniffPdf = (head: Buffer): FileType | null =>
  startsWith(head, ascii('%PDF-')) ? { ext: 'pdf', contentType: 'application/pdf' } : null;

/** Documents a notice may carry: PDF, Office (OOXML), HWP (an OLE compound file), plain text and CSV. */
async function sniffDocument(head: Buffer, name: string, path: string): Promise<FileType | null> {
  const ext = extname(name).toLowerCase();
  const pdf = sniffPdf(head);
  if (pdf) return pdf;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]))
    return (await isReadableArchive(path)) ? zipKind(ext) : null;
  if (ext === '.hwp' && startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { ext: 'hwp', contentType: 'application/x-hwp' };
  if ((ext === '.txt' || ext === '.csv') && isPlainText(await readFile(path)))
    return { ext: ext.slice(1), contentType: `text/${ext === '.csv' ? 'csv' : 'plain'}; charset=utf-8` };
  return null;
}

// ISO base media (MP4, MOV, M4V): a box whose type is 'ftyp' at offset 4; Matroska/WebM: the EBML header.
function sniffVideo(head: Buffer): FileType | null {
  if (textAt(head, 4, 'ftyp')) return { ext: 'mp4', contentType: 'video/mp4' };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { ext: 'webm', contentType: 'video/webm' };
  return null;
}

// WebVTT: optional UTF-8 BOM, then 'WEBVTT' followed by a space, tab or line end.
function sniffCaption(head: Buffer): FileType | null {
  const start = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  return textAt(head, start, 'WEBVTT') && [undefined, 0x20, 0x09, 0x0a, 0x0d].includes(head[start + 6])
    ? { ext: 'vtt', contentType: 'text/vtt; charset=utf-8' }
    : null;
}

const IMAGES = 'JPEG, PNG, WebP, GIF, AVIF';

export const UPLOAD_RULES = {
  thumbnail: {
    maxBytes: CATALOGUE_LIMITS.imageBytes,
    allowed: IMAGES,
    sniff: ({ head }) => sniffImage(head),
  },
  banner: { maxBytes: CONTENT_LIMITS.banner, allowed: IMAGES, sniff: ({ head }) => sniffImage(head) },
  instructor: { maxBytes: CONTENT_LIMITS.instructor, allowed: IMAGES, sniff: ({ head }) => sniffImage(head) },
  notice: {
    maxBytes: CONTENT_LIMITS.notice,
    allowed: `${IMAGES}, PDF, DOCX, XLSX, PPTX, ZIP, HWP, TXT, CSV`,
    sniff: async ({ head, name, path }) => sniffImage(head) ?? (await sniffDocument(head, name, path)),
  },
  video: {
    maxBytes: CATALOGUE_LIMITS.videoBytes,
    allowed: 'MP4, MOV, WebM, MKV',
    sniff: ({ head }) => sniffVideo(head),
  },
  /** A member's copy of their licence: a photo or a scan, or the PDF a licence office issues. */
  licenseCopy: {
    maxBytes: LICENSE_COPY_MAX_BYTES,
    allowed: `${IMAGES}, PDF`,
    sniff: ({ head }) => sniffImage(head) ?? sniffPdf(head),
  },
  /** The one picture a question, answer or follow-up may carry. */
  questionImage: {
    maxBytes: QUESTION_LIMITS.imageBytes,
    allowed: IMAGES,
    sniff: ({ head }) => sniffImage(head),
  },
  caption: {
    maxBytes: CATALOGUE_LIMITS.captionBytes,
    allowed: 'WebVTT (.vtt)',
    sniff: ({ head }) => sniffCaption(head),
  },
} satisfies Record<string, UploadRule>;
