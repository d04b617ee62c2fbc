import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { contents } from '../../db/schema/catalogue';
import { useBundledFonts } from './share-fonts';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Each image is ≈60–120 KB; the bound keeps the cache under ≈8 MB whatever the catalogue's size. */
const CACHE_ENTRIES = 64;

/**
 * Link previews want a raster image of 1200×630 (KakaoTalk, Naver and most scrapers ignore SVG):
 * made from the course or session artwork on first request and kept per version of the record.
 */
export function createShareImages(ctx: AppContext) {
  useBundledFonts();
  const cache = new Map<string, Buffer>();

  async function render(thumbnailUrl: string): Promise<Buffer | null> {
    const [, folder, filename] = /^\/GetUrl\/([^/]+)\/([^/]+)$/.exec(thumbnailUrl) ?? [];
    if (!folder || !filename) return null;
    const stored = await ctx.storage.open(folder, filename);
    if (!stored) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    // Artwork is SVG at 640×360: rasterised at a density that gives the full width without blur.
    return sharp(Buffer.concat(chunks), { density: 200, limitInputPixels: 50_000_000 })
      .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  }

  return {
    /** The JPEG of a published course or session, or null when it has none. */
    async forContents(id: number): Promise<Buffer | null> {
      const [row] = await ctx.db
        .select({ thumbnailUrl: contents.thumbnailUrl, updatedAt: contents.updatedAt })
        .from(contents)
        .where(and(eq(contents.id, id), eq(contents.isPublished, true)));
      if (!row?.thumbnailUrl) return null;
      const key = `${id}:${row.updatedAt.getTime()}:${row.thumbnailUrl}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const image = await render(row.thumbnailUrl);
      if (!image) return null;
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(key, image);
      return image;
    },
  };
}
