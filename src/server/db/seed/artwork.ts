import sharp from 'sharp';

const PALETTES = [
  ['#047857', '#34d399'],
  ['#065f46', '#6ee7b7'],
  ['#0f766e', '#5eead4'],
  ['#1e3a8a', '#60a5fa'],
  ['#7c2d12', '#fb923c'],
  ['#581c87', '#c084fc'],
  ['#831843', '#f472b6'],
] as const;

/**
 * A simple gradient card, used as seed thumbnails and banners (no binary assets in git). It carries
 * no words: cards and banners print their titles over or beside it in the reader's language, while
 * words drawn into a picture stay in one language.
 */
function artworkSvg(options: { width: number; height: number; variant: number }) {
  const [from, to] = PALETTES[options.variant % PALETTES.length]!;
  const { width, height } = options;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="#ffffff" fill-opacity="0.12"/>
<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.3}" fill="#ffffff" fill-opacity="0.08"/>
</svg>`;
}

/** Pictures already encoded, by size and palette: every test app seeds the demo, often in one process. */
const encoded = new Map<string, Promise<Buffer>>();

/**
 * The artwork as the seed stores it: a WebP picture, as an operator's upload would be. A browser
 * paints an SVG picture on its main thread whenever it draws it (25–30 ms a card on a slow phone);
 * a raster picture is decoded off it. Encoded at the quickest effort (10 ms a thumbnail against 20;
 * a gradient barely compresses further), once per size and palette.
 */
export function artworkImage(options: { width: number; height: number; variant: number }): Promise<Buffer> {
  const palette = options.variant % PALETTES.length;
  const key = `${options.width}x${options.height}:${palette}`;
  let image = encoded.get(key);
  if (!image) {
    image = sharp(Buffer.from(artworkSvg({ ...options, variant: palette })))
      .webp({ quality: 85, effort: 0 })
      .toBuffer();
    encoded.set(key, image);
  }
  return image;
}
