/**
 * What a file is, from its first bytes — a name or a Content-Type header proves nothing.
 * Magic numbers: https://en.wikipedia.org/wiki/List_of_file_signatures
 */
export interface FileType {
  /** Without the dot. */
  ext: string;
  contentType: string;
}

export const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);
export const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Images every browser renders; SVG is left out on purpose (it can carry scripts). */
export function sniffImage(head: Buffer): FileType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', contentType: 'image/png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')))
    return { ext: 'gif', contentType: 'image/gif' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
    return { ext: 'webp', contentType: 'image/webp' };
  if (startsWith(head, ascii('ftypavif'), 4)) return { ext: 'avif', contentType: 'image/avif' };
  return null;
}
