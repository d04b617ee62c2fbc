import sharp, { type Sharp } from 'sharp';

/**
 * Uploaded images are decoded and encoded again before anything stores them: what is stored is
 * only the picture, in the same format, never the bytes the operator sent. That drops whatever a
 * file carries besides the picture — a script or archive appended after the image (a polyglot),
 * text chunks, EXIF with GPS positions — and proves the file is an image a browser can draw.
 */

/** Largest picture decoded: a side, and pixels over every frame (≈ 200 MB once decoded to RGBA). */
export const IMAGE_LIMITS = { maxSide: 8000, maxPixels: 50_000_000 } as const;

/** The formats stored, by the extension file-type.ts sniffs them as; each is encoded back to itself. */
const IMAGE_FORMATS = ['png', 'jpg', 'gif', 'webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const isImageFormat = (ext: string): ext is ImageFormat =>
  (IMAGE_FORMATS as readonly string[]).includes(ext);

/** Why an image was refused: over the limits (a decompression bomb is), or not a readable image. */
export class ImageRefused extends Error {
  constructor(
    readonly reason: 'tooLarge' | 'unreadable',
    options?: ErrorOptions,
  ) {
    super(`image refused: ${reason}`, options);
    this.name = 'ImageRefused';
  }
}

const ANIMATED_FORMATS: ReadonlySet<ImageFormat> = new Set(['gif', 'webp']);

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpg':
      return image.jpeg({ quality: 90 });
    case 'png':
      return image.png();
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: 90 });
    case 'avif':
      // The default effort takes several seconds for a photo on a small server; 2 is near in size.
      return image.avif({ effort: 2 });
  }
}

/** What the header claims, read without decoding a pixel; a gigapixel header costs nothing here. */
async function readHeader(input: string) {
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageRefused('unreadable', { cause: error });
  }
}

/**
 * Writes the picture of `input` to `output` in `format`, turned upright, without metadata; animation
 * is kept for GIF and WebP. Refuses (ImageRefused) before decoding when the header's dimensions
 * are over IMAGE_LIMITS, and when the bytes do not decode.
 */
export async function reencodeImage(input: string, output: string, format: ImageFormat): Promise<void> {
  const header = await readHeader(input);
  const width = header.width ?? 0;
  const height = header.pageHeight ?? header.height ?? 0;
  if (width === 0 || height === 0) throw new ImageRefused('unreadable');
  const animated = ANIMATED_FORMATS.has(format) && (header.pages ?? 1) > 1;
  const frames = animated ? (header.pages ?? 1) : 1;
  if (
    width > IMAGE_LIMITS.maxSide ||
    height > IMAGE_LIMITS.maxSide ||
    width * height * frames > IMAGE_LIMITS.maxPixels
  )
    throw new ImageRefused('tooLarge');
  try {
    // limitInputPixels again: the decoder, not the header, has the last word on the size.
    const image = sharp(input, { animated, limitInputPixels: IMAGE_LIMITS.maxPixels }).autoOrient();
    await encode(image, format).toFile(output);
  } catch (error) {
    const overLimit = error instanceof Error && error.message.includes('pixel limit');
    throw new ImageRefused(overLimit ? 'tooLarge' : 'unreadable', { cause: error });
  }
}
