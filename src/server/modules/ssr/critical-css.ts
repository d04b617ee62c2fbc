import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One rule of a built stylesheet, as the web build indexes it (scripts/critical-css.ts): its text, the
 * at-rules around it, and the classes an element needs for one of its selectors to match.
 */
export interface IndexedStyleRule {
  /** The rule itself, e.g. `.m_8a5d1357{…}`. */
  css: string;
  /** The at-rules it sits in, opened (`@media (max-width:48em){`); empty at the top level. */
  within: string;
  /** One class list per selector; null when the rule may serve any page (no class in a selector, a font face). */
  needs: string[][] | null;
}

/** Each built stylesheet's rules by its URL (`/assets/app-….css`), in their order. */
export type StyleIndex = Record<string, IndexedStyleRule[]>;

export const STYLE_INDEX_FILE = 'style-index.json';

/** The head's stylesheet links as the build writes them (Vite's index.html and route-preloads.json). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Every class named in the rendered markup. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (value ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The rules of `rules` that may style something in the page, as one stylesheet. */
export function rulesFor(rules: IndexedStyleRule[], classes: Set<string>): string {
  let css = '';
  let open = '';
  for (const rule of rules) {
    const applies =
      rule.needs === null || rule.needs.some((needed) => needed.every((name) => classes.has(name)));
    if (!applies) continue;
    if (rule.within !== open) {
      css += '}'.repeat(openedAt(open)) + rule.within;
      open = rule.within;
    }
    css += rule.css;
  }
  return css + '}'.repeat(openedAt(open));
}

function openedAt(within: string): number {
  return within.split('{').length - 1;
}

/**
 * Rewrites a server-rendered page's head so that only what its markup uses blocks the first paint:
 * the matching rules of each stylesheet inline, and the stylesheets themselves fetched at once but
 * applied by the web app's entry (src/web/ssr/deferred-styles.ts), or by `<noscript>` without scripts.
 * A stylesheet whose every rule serves any page (the font's faces, src/web/main.tsx) is inlined whole
 * and its link disabled: declared a second time, a face that missed its `optional` block period would
 * be loaded again from the cache and swapped in, and every line of text would move (a 0.16 layout
 * shift on /main). The disabled link is never fetched; it tells the app's chunk loader, which links
 * a chunk's stylesheets unless the page names them, that the sheet is there.
 */
export type CriticalStyles = (head: string, appHtml: string) => string;

export function criticalStylesFrom(index: StyleIndex): CriticalStyles {
  const sheets = new Map(
    Object.entries(index).map(([href, rules]) => [
      href,
      { rules, wholeInline: rules.every((rule) => rule.needs === null) },
    ]),
  );
  return (head, appHtml) => {
    const classes = classesIn(appHtml);
    let inline = '';
    let deferred = '';
    let firstAt = -1;
    const rest = head.replace(STYLESHEET_LINK, (link, href: string, at: number) => {
      const sheet = sheets.get(href);
      if (!sheet) return link;
      if (firstAt < 0) firstAt = at;
      inline += rulesFor(sheet.rules, classes);
      deferred += sheet.wholeInline
        ? `<link rel="stylesheet" crossorigin href="${href}" disabled>`
        : `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${href}" data-deferred-style><noscript>${link}</noscript>`;
      return '';
    });
    if (firstAt < 0) return head;
    // Built CSS never closes a style element, but a stray `</` must not end this one early.
    const style = `<style data-critical>${inline.replaceAll('</', '<\\/')}</style>`;
    return `${rest.slice(0, firstAt)}${style}${deferred}${rest.slice(firstAt)}`;
  };
}

/** The build's style index (none without a build, or from a build that predates it). */
export function criticalStylesOf(webRoot: string): CriticalStyles | null {
  const file = join(webRoot, STYLE_INDEX_FILE);
  return existsSync(file) ? criticalStylesFrom(JSON.parse(readFileSync(file, 'utf8')) as StyleIndex) : null;
}
