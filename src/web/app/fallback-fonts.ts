/**
 * Faces of the system fonts, scaled to take the room Pretendard takes, so that text drawn before or
 * without Pretendard wraps where Pretendard's would (decision 065). Each family is one system font:
 * `size-adjust` scales the whole font, and each platform's font needs its own scale. A family whose
 * font the platform lacks fails to load, and the browser goes on to the next one in the stack.
 */

export const FALLBACK_FONT_FAMILIES = [
  'Pretendard Fallback Hangul',
  'Pretendard Fallback Arial',
  'Pretendard Fallback Roboto',
] as const;

/** For a CSS font stack, after Pretendard's families and before the unscaled system fonts. */
export const FALLBACK_FONT_STACK = FALLBACK_FONT_FAMILIES.map((family) => `'${family}'`).join(', ');

/** Hangul (Jamo, compatibility Jamo, the extended Jamo and the syllables): only the Korean font scales it. */
export const HANGUL_RANGE = 'U+1100-11FF,U+3130-318F,U+A960-A97F,U+AC00-D7A3,U+D7B0-D7FF';

/** Written by scripts/measure-fallback-fonts.ts, read by the build (vite.config.ts). */
export const FALLBACK_FONTS_FILE = 'src/web/app/fallback-fonts.json';

export interface FallbackFontFace {
  family: (typeof FALLBACK_FONT_FAMILIES)[number];
  /** The CSS weight range the face is declared for. */
  weight: string;
  /** The names `local()` may know the system font's face by, most likely first. */
  local: string[];
  unicodeRange?: string;
  /** Percentages, as the `@font-face` descriptors of the same names take them. */
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

export interface FallbackFontFile {
  /** Pretendard's file and version and the browser the widths were measured with. */
  measuredWith: string;
  faces: FallbackFontFace[];
}

/** The `@font-face` rules of the measured faces. */
export function fallbackFontFacesCss({ faces }: FallbackFontFile): string {
  return faces
    .map((face) =>
      [
        `font-family:"${face.family}"`,
        `font-weight:${face.weight}`,
        // Where a platform looks its fonts up by name only after start, the page never waits for it.
        'font-display:optional',
        `src:${face.local.map((name) => `local("${name}")`).join(',')}`,
        face.unicodeRange && `unicode-range:${face.unicodeRange}`,
        `size-adjust:${face.sizeAdjust}%`,
        `ascent-override:${face.ascentOverride}%`,
        `descent-override:${face.descentOverride}%`,
        `line-gap-override:${face.lineGapOverride}%`,
      ]
        .filter(Boolean)
        .join(';'),
    )
    .map((descriptors) => `@font-face{${descriptors}}`)
    .join('');
}
