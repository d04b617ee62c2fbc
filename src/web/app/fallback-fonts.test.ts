import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_FONT_FAMILIES,
  FALLBACK_FONTS_FILE,
  type FallbackFontFile,
  fallbackFontFacesCss,
} from './fallback-fonts';

const measured = JSON.parse(readFileSync(FALLBACK_FONTS_FILE, 'utf8')) as FallbackFontFile;

/** The weight range `@font-face` declares, as numbers. */
const rangeOf = (weight: string) => weight.split(' ').map(Number) as [number, number];

describe('the measured fallback faces', () => {
  it.each(FALLBACK_FONT_FAMILIES)('%s has a face for every weight the app draws in', (family) => {
    const faces = measured.faces.filter((face) => face.family === family);
    for (const weight of [400, 500, 600, 700, 800]) {
      const covering = faces.filter((face) => {
        const [from, to] = rangeOf(face.weight);
        return from <= weight && weight <= to;
      });
      expect(covering, `${family} at ${weight}`).toHaveLength(1);
    }
  });

  it('was measured against the Pretendard the app ships (run scripts/measure-fallback-fonts.ts after an upgrade)', () => {
    const { version } = JSON.parse(readFileSync('node_modules/pretendard/package.json', 'utf8')) as {
      version: string;
    };
    expect(measured.measuredWith).toContain(`PretendardVariable.ttf ${version},`);
    for (const face of measured.faces) {
      expect(face.sizeAdjust).toBeGreaterThan(80);
      expect(face.sizeAdjust).toBeLessThan(120);
    }
  });

  it('declares each face from the system font by name, never from a file', () => {
    const css = fallbackFontFacesCss(measured);
    expect(css.match(/@font-face\{/g)).toHaveLength(measured.faces.length);
    expect(css).not.toContain('url(');
    const hangul = measured.faces.filter((face) => face.family === 'Pretendard Fallback Hangul');
    for (const face of hangul) expect(face.unicodeRange).toMatch(/U\+AC00-D7A3/);
    expect(css).toContain('src:local("Noto Sans CJK KR"),local("NotoSansCJKkr-Regular")');
  });
});
