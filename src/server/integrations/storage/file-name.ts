import { extname } from 'node:path';

/** Longest name kept, in characters, extension included (what a notice attachment's name allows). */
export const FILE_NAME_MAX = 200;

/**
 * Control characters (CR and LF split headers and log lines, NUL ends C strings; line breaks and
 * tabs have become spaces before this applies), lone surrogate
 * halves (no encoding can carry them) and the bidirectional overrides that make `gpj.exe` read as
 * `exe.jpg`.
 */
const INVISIBLE = /[\p{Cc}\p{Cs}\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
/** Characters Windows cannot save in a name; a member downloading the file would trip on them. */
const RESERVED = /[<>:"|?*]/g;

/** Other extensions a sniffed type goes by: the sniffers store MOV as mp4 and Matroska as webm. */
const ALIASES: Record<string, string[]> = { jpg: ['jpeg'], mp4: ['mov', 'm4v'], webm: ['mkv'] };

const sameExtension = (name: string, ext: string) => {
  const own = extname(name).slice(1).toLowerCase();
  return own === ext || (ALIASES[ext]?.includes(own) ?? false);
};

/**
 * The operator's file name made safe to show, store and send back in a download: the last path
 * segment only, no invisible or reserved characters, no leading dots, bounded, and ending with the
 * extension of what the file really is. Letters of every script (Korean included) stay.
 */
export function sanitizeFileName(name: string, ext: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\s+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/^[\s.]+/, '')
    .trim();
  const named = clean || 'file';
  const keepsExtension = sameExtension(named, ext);
  const suffix = keepsExtension ? extname(named) : `.${ext}`;
  const stem = keepsExtension ? named.slice(0, -suffix.length) : named;
  // Cut by code points, so a Korean syllable or an emoji is never split in half.
  return (
    [...stem]
      .slice(0, FILE_NAME_MAX - suffix.length)
      .join('')
      .trimEnd() + suffix
  );
}

/** RFC 5987 attr-chars; encodeURIComponent leaves ' ( ) * as they are, which attr-char does not allow. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header naming the file (RFC 6266): `filename*` carries the exact UTF-8
 * name, `filename` a printable-ASCII stand-in for clients that do not read `filename*`.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\%]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
