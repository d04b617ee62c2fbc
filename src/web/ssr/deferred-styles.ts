import { AFTER_PAINT_ATTRIBUTE, FONT_FACES_ATTRIBUTE, PAGE_FONT_PATH } from '@shared/contract/server-render';
import { decodeCharacters, PAGE_FONT_CHARACTERS_PARAMETER } from '@shared/page-font-characters';
import { formatUnicodeRange, parseUnicodeRange, rangesWithout } from '@shared/unicode-range';
import { onFirstOf } from '../lib/on-first-of';
import { yieldToBrowser } from '../lib/yield-to-browser';

let heldStylesheets: HTMLLinkElement[] = [];
let stylesheetsApplied: Promise<void> | null = null;

/**
 * Holds a stylesheet's link: disabled, it is neither fetched nor parsed nor applied; the preload
 * answered, to go in before it, fetches it. The link stays a stylesheet's, so Vite's loader of the
 * app's chunks finds it there and adds no second one.
 */
function hold(link: HTMLLinkElement): HTMLLinkElement {
  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.setAttribute('as', 'style');
  preload.setAttribute('href', link.getAttribute('href') ?? '');
  const crossOrigin = link.getAttribute('crossorigin');
  if (crossOrigin !== null) preload.setAttribute('crossorigin', crossOrigin);
  preload.setAttribute('fetchpriority', 'low');
  link.disabled = true;
  heldStylesheets.push(link);
  return preload;
}

/**
 * A server-rendered page carries the styles of its own markup inline and names the app's stylesheets
 * and scripts in inert templates (src/server/modules/ssr/after-paint.ts), so they take nothing from
 * its first paint. Put in the head once it has painted, before the app renders, one link per task:
 * each starts a fetch, and a page's few dozen took one long task together on a slow phone.
 *
 * The stylesheets are fetched but held until they are needed (`applyAppStylesheets`). Parsing the
 * app's sheet is a task of about 70 ms on a slow phone, and applying it restyles the whole page (about
 * 90 ms), which changes nothing on it: the page's own rules are inline.
 */
export async function loadAfterPaintAssets(): Promise<void> {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    `template[${AFTER_PAINT_ATTRIBUTE}]`,
  )) {
    const links = [...template.content.children];
    for (const link of links) {
      const held = link instanceof HTMLLinkElement && link.rel === 'stylesheet' && !stylesheetsApplied;
      // Disabled before it is put in: a stylesheet's link starts its fetch and parse as it goes in.
      if (held) template.before(hold(link));
      template.before(link);
      await yieldToBrowser();
    }
    template.remove();
  }
}

const loaded = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });

/**
 * Applies the app's stylesheets, once: before the page shows anything its inline styles may lack
 * (another page, a menu, a dialog, a page rendered in the browser) and when the reader first hovers,
 * focuses or presses anything, whose states only the stylesheets carry (decision 073). The answer
 * settles once they apply; a page rendered in the browser waits for it.
 */
export function applyAppStylesheets(): Promise<void> {
  stylesheetsApplied ??= Promise.all(
    heldStylesheets.map((link) => {
      const applied = loaded(link);
      link.disabled = false;
      return applied;
    }),
  ).then(() => undefined);
  heldStylesheets = [];
  return stylesheetsApplied;
}

/** What a reader does that shows a state only the stylesheets style: a hover, a focus, a press. */
const STYLED_INTERACTIONS = ['pointerover', 'pointerdown', 'keydown', 'focusin'] as const;

/** Mantine's container for its portals, which it adds empty to the page when a component mounts. */
const isEmptyPortal = (node: Node) =>
  node instanceof HTMLElement && node.hasAttribute('data-portal') && !node.hasChildNodes();

/** An element put on the page: text inherits its styles, and an empty portal shows nothing. */
const addsElements = (record: MutationRecord) =>
  [...record.addedNodes].some((node) => node instanceof Element && !isEmptyPortal(node));

/**
 * Applies the stylesheets the first time they are needed: at the first hover, focus or press, or
 * when an element is first put on the page (another page, a menu or dialog opened, a member's
 * header). The sheets are in the cache by then, but they apply once loaded from it: a change made
 * without any interaction may show for a frame before they do (decision 073).
 */
export function applyAppStylesheetsWhenNeeded(): void {
  const observer = new MutationObserver((records) => {
    if (records.some(addsElements)) apply();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const stopListening = onFirstOf(STYLED_INTERACTIONS, apply);
  function apply() {
    observer.disconnect();
    stopListening();
    void applyAppStylesheets();
  }
}

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;

/** The descriptors of an `@font-face` rule's text, by name. */
function descriptorsOf(descriptorText: string): Map<string, string> {
  return new Map(
    descriptorText.split(';').map((declaration) => {
      const colon = declaration.indexOf(':');
      return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
    }),
  );
}

/** A face of a stylesheet's `@font-face` rule for the document's FontFaceSet, for `unicodeRange`. */
function fontFaceOf(descriptors: Map<string, string>, unicodeRange: string): FontFace | null {
  const family = descriptors.get('font-family')?.replace(/^["']|["']$/g, '');
  const source = descriptors.get('src');
  if (!family || !source) return null;
  return new FontFace(family, source, {
    style: descriptors.get('font-style') ?? 'normal',
    weight: descriptors.get('font-weight') ?? 'normal',
    display: (descriptors.get('font-display') ?? 'auto') as FontDisplay,
    unicodeRange,
  });
}

/** The characters of the page's own face (none on a page rendered in the browser), ascending, as its file's address names them. */
function pageFaceCharacters(): number[] {
  const file = document.querySelector<HTMLLinkElement>(
    `link[rel="preload"][as="font"][href^="${PAGE_FONT_PATH}/"]`,
  );
  const characters = file && new URL(file.href).searchParams.get(PAGE_FONT_CHARACTERS_PARAMETER);
  return (characters && decodeCharacters(characters)) || [];
}

/**
 * A server-rendered page declares one face of its own for its text, and names Pretendard's stylesheet
 * disabled (src/server/modules/ssr/page-styles.ts). The app adds that sheet's faces, which the next
 * pages' text may need, through the FontFaceSet: a stylesheet declaring them would have the browser
 * build the page's face anew. The page's own characters are left out of them (decision 057; the page's
 * face names no range, and a character its file lacks falls through to these): where the page's face
 * missed its `optional` block period, its text stays in the system font, and no browser may swap
 * Pretendard in under the reader.
 */
export async function declareRemainingFontFaces(): Promise<void> {
  const facesSheet = document.querySelector<HTMLLinkElement>(`link[${FONT_FACES_ATTRIBUTE}]`);
  if (!facesSheet) return;
  const pageCharacters = pageFaceCharacters();
  const css = await (await fetch(facesSheet.href)).text();
  for (const [, descriptorText = ''] of css.matchAll(FONT_FACE)) {
    const descriptors = descriptorsOf(descriptorText);
    const ranges = parseUnicodeRange(descriptors.get('unicode-range') ?? 'U+0-10FFFF');
    const left = rangesWithout(ranges, pageCharacters);
    if (left.length === 0) continue;
    const face = fontFaceOf(descriptors, formatUnicodeRange(left));
    if (face) document.fonts.add(face);
  }
}
