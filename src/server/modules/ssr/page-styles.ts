import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FONT_FACES_ATTRIBUTE } from '@shared/contract/server-render';
import Beasties, { type Options } from 'beasties';
import { afterPaint } from './after-paint';
import { charactersIn } from './drawn-characters';
import type { PageFonts } from './page-fonts';

/** The head's stylesheet links as the build writes them (Vite's index.html and route-preloads.json). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const FONT_FACE_RULE = /@font-face\s*\{[^}]*\}/g;
const LIGHT_SCHEME_ROOT = /^:root\[data-mantine-color-scheme=["']?light["']?\]$/;
/**
 * Beasties leaves the stylesheets' links where they are; they are moved after the paint here.
 * `preload: false` is documented (its README, "Content Security Policy") but missing from its type.
 */
const LINKS_LEFT_IN_PLACE = false as unknown as Options['preload'];

/** A whole rendered page, with its styles as its first paint needs them. */
export type PageStyles = (page: string, appHtml: string) => Promise<string>;

/**
 * A rendered page's first paint waits for no stylesheet: beasties inlines the rules its markup uses
 * (decision 096), and the stylesheets are linked once the page has painted, by the web app's entry
 * (src/web/ssr/deferred-styles.ts), or by `<noscript>` without scripts. It runs once per kept page
 * (keepRenderedPages, decision 053).
 * The font is a face of the page's own, preloaded: Pretendard cut down to the page's characters
 * (page-fonts.ts). Pretendard's own stylesheet (src/web/main.tsx) is never applied — a face declared a
 * second time would be loaded again and swapped in under the reader — but its link stays, disabled
 * and so never fetched: it tells the app's chunk loader that the sheet is there, and the app declares
 * its faces for the text of later pages.
 */
export function pageStylesOf(webRoot: string, pageFaceFor: PageFonts['faceFor']): PageStyles {
  const beasties = new Beasties({
    path: webRoot,
    publicPath: '/',
    preload: LINKS_LEFT_IN_PLACE,
    // Faces come from the page's own file; the inline styles the build wrote (the fallback faces) stay whole.
    fonts: false,
    reduceInlineStyles: false,
    // The light scheme's variables (the theme's colours among them) sit under `:root[…]`, which
    // beasties cannot match against a document; the page is light only (forceColorScheme).
    allowRules: [LIGHT_SCHEME_ROOT],
    logLevel: 'warn',
  });
  const facesOnly = new Map<string, boolean>();
  const isFacesSheet = (href: string) => {
    let known = facesOnly.get(href);
    if (known === undefined) {
      const file = join(webRoot, href);
      const css = existsSync(file) ? readFileSync(file, 'utf8') : '';
      known = css.includes('@font-face') && css.replace(FONT_FACE_RULE, '').trim() === '';
      facesOnly.set(href, known);
    }
    return known;
  };
  return async (page, appHtml) => {
    // Beasties marks the document it processed; nothing reads the mark.
    const inlined = (await beasties.process(page)).replace(' data-beasties-container', '');
    const headEnd = inlined.indexOf('</head>');
    let facesSheet = '';
    let deferred = '';
    let firstAt = -1;
    const head = inlined.slice(0, headEnd).replace(STYLESHEET_LINK, (link, href: string, at: number) => {
      if (firstAt < 0) firstAt = at;
      if (isFacesSheet(href)) {
        facesSheet += `<link rel="stylesheet" crossorigin href="${href}" disabled ${FONT_FACES_ATTRIBUTE}>`;
      } else deferred += link;
      return '';
    });
    if (firstAt < 0) return inlined;
    const pageFace = facesSheet ? pageFaceFor(charactersIn(appHtml)) : null;
    const face = pageFace ? `${pageFace.preload}<style data-page-font>${pageFace.css}</style>` : '';
    const noscript = deferred && `<noscript>${deferred}</noscript>`;
    return `${head.slice(0, firstAt)}${face}${facesSheet}${afterPaint(deferred)}${noscript}${head.slice(firstAt)}${inlined.slice(headEnd)}`;
  };
}
