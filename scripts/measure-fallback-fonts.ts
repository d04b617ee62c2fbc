/**
 * Measures, in Chromium, how far each system font's faces must be scaled to take the room Pretendard
 * takes for the app's own texts, and writes the result to src/web/app/fallback-fonts.json, from
 * which every page declares its fallback faces (src/web/app/fallback-fonts.ts, decision 065).
 *
 * The Latin sample is every English text of the app, the Hangul sample the syllables of every Korean
 * one. A face's `size-adjust` is Pretendard's width of its sample over the system font's at the same
 * weight; its vertical overrides are Pretendard's, divided by that scale, which the browser applies
 * to them as well. The system fonts are the ones each platform would otherwise draw with and that
 * Debian packages (fonts-liberation2 has Arial's widths, fonts-noto-cjk is Android's Hangul):
 *
 *   apt-get install fonts-liberation2 fonts-noto-cjk fonts-roboto-unhinted
 *   npx tsx scripts/measure-fallback-fonts.ts
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import type { FallbackFontFace, FallbackFontFile } from '../src/web/app/fallback-fonts';
import { FALLBACK_FONT_FAMILIES, FALLBACK_FONTS_FILE, HANGUL_RANGE } from '../src/web/app/fallback-fonts';

if (!existsSync('src/web/app')) throw new Error('run from the repository root');

const PRETENDARD = 'node_modules/pretendard/dist/public/variable/PretendardVariable.ttf';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Each fallback family: the system font measured here, by the names `local()` may know it by. */
const SYSTEM_FONTS = [
  {
    family: FALLBACK_FONT_FAMILIES[0],
    sample: 'hangul',
    regular: ['Noto Sans CJK KR', 'NotoSansCJKkr-Regular', 'Noto Sans CJK KR Regular'],
    bold: ['Noto Sans CJK KR Bold', 'NotoSansCJKkr-Bold'],
  },
  {
    family: FALLBACK_FONT_FAMILIES[1],
    sample: 'latin',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
  {
    family: FALLBACK_FONT_FAMILIES[2],
    sample: 'latin',
    regular: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
  },
] as const;

/**
 * The weights the app draws in, each measured, and the range each face is declared for: a system
 * font has a regular and a bold face, and Pretendard's widths change between them.
 */
const WEIGHTS = [
  { weight: 400, range: '100 449', names: 'regular' },
  { weight: 500, range: '450 549', names: 'regular' },
  { weight: 600, range: '550 649', names: 'bold' },
  { weight: 700, range: '650 749', names: 'bold' },
  { weight: 800, range: '750 900', names: 'bold' },
] as const;

function textsOf(file: string): string[] {
  const walk = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(walk)
        : [];
  return walk(JSON.parse(readFileSync(file, 'utf8')));
}
/** Every text of the app in `language`: the shared messages, the web app's, and its parts'. */
const textsIn = (language: string) =>
  [
    `src/shared/i18n/${language}.json`,
    `src/web/i18n/${language}.json`,
    ...readdirSync('src/web/i18n', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((part) => `src/web/i18n/${part.name}/${language}.json`),
  ]
    .flatMap(textsOf)
    .join(' ');
const samples = {
  latin: textsIn('en').replace(/[^\x20-\x7e]/g, ''),
  hangul: [...textsIn('ko')].filter((character) => /[\uac00-\ud7a3]/.test(character)).join(''),
};

const browser = await chromium.launch({ executablePath: CHROMIUM });
const page = await browser.newPage();
// Pretendard is served to the page from an address of its own, so each face loads it by URL.
const PAGE = 'http://fonts.measured/';
await page.route(`${PAGE}**`, (route) =>
  route.request().url().endsWith('.ttf')
    ? route.fulfill({ body: readFileSync(PRETENDARD), contentType: 'font/ttf' })
    : route.fulfill({ body: '<!doctype html><body></body>', contentType: 'text/html' }),
);
await page.goto(PAGE);

/** Width of `text` in `source`'s face, and its ascent, descent and line gap in % of the font size. */
function measure(source: string, weight: number, text: string) {
  return page.evaluate(
    async ({ source, weight, text }) => {
      const family = `measured-${document.fonts.size}`;
      const face = new FontFace(family, source, {
        weight: String(weight),
      });
      await face.load();
      document.fonts.add(face);
      // 1000px, for vertical metrics that Chromium rounds to whole pixels.
      const font = `${weight} 1000px "${family}"`;
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = font;
      // A font the canvas cannot parse leaves its default, which would be measured instead.
      if (!context.font.includes(family)) throw new Error(`the canvas did not take ${font}`);
      const metrics = context.measureText(text);
      const line = document.createElement('div');
      line.style.cssText = `font:${font};line-height:normal;position:absolute`;
      line.textContent = 'x';
      document.body.append(line);
      const height = line.getBoundingClientRect().height;
      line.remove();
      const { fontBoundingBoxAscent: ascent, fontBoundingBoxDescent: descent } = metrics;
      return {
        width: metrics.width,
        ascent: ascent / 10,
        descent: descent / 10,
        lineGap: (height - ascent - descent) / 10,
      };
    },
    { source, weight, text },
  );
}

const pretendard = `url("${PAGE}pretendard.ttf")`;
const percent = (value: number) => Math.round(value * 100) / 100;
const faces: FallbackFontFace[] = [];
for (const font of SYSTEM_FONTS) {
  for (const { weight, range, names } of WEIGHTS) {
    const sample = samples[font.sample];
    const target = await measure(pretendard, weight, sample);
    const local = font[names];
    const measured = await firstFound(local, weight, sample);
    const scale = target.width / measured.width;
    const face: FallbackFontFace = {
      family: font.family,
      weight: range,
      local: [...local],
      unicodeRange: font.sample === 'hangul' ? HANGUL_RANGE : undefined,
      sizeAdjust: percent(scale * 100),
      ascentOverride: percent(target.ascent / scale),
      descentOverride: percent(target.descent / scale),
      lineGapOverride: percent(Math.max(0, target.lineGap) / scale),
    };
    // Pretendard's Hangul is as wide at every weight: one face then covers the next weight's range.
    const previous = faces.at(-1);
    if (previous && sameFace(previous, face))
      previous.weight = `${previous.weight.split(' ')[0]} ${range.split(' ')[1]}`;
    else faces.push(face);
  }
}

function sameFace(a: FallbackFontFace, b: FallbackFontFace): boolean {
  return JSON.stringify({ ...a, weight: '' }) === JSON.stringify({ ...b, weight: '' });
}
const version = browser.version();
await browser.close();

async function firstFound(names: readonly string[], weight: number, sample: string) {
  for (const name of names) {
    const found = await measure(`local("${name}")`, weight, sample).catch(() => null);
    if (found) return found;
  }
  throw new Error(`none of ${names.join(', ')} is installed: see this script's comment`);
}

const file: FallbackFontFile = {
  measuredWith: `${PRETENDARD.split('/').pop()} ${JSON.parse(readFileSync('node_modules/pretendard/package.json', 'utf8')).version}, Chromium ${version}`,
  faces,
};
writeFileSync(FALLBACK_FONTS_FILE, `${JSON.stringify(file, null, 2)}\n`);
console.log(`wrote ${FALLBACK_FONTS_FILE}`);
for (const face of faces) console.log(`${face.family} ${face.weight}: size-adjust ${face.sizeAdjust}%`);
