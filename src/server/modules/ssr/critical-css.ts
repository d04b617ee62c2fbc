import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// Relative, not @shared: the web build's config loads this module (scripts/critical-css.ts) without aliases.
import { FONT_FACES_ATTRIBUTE, SYSTEM_FONT_ATTRIBUTE } from '../../../shared/contract/server-render';
import { afterPaint } from './after-paint';
import type { PageFonts } from './page-fonts';

/**
 * One rule of a built stylesheet, as the web build indexes it (scripts/critical-css.ts): its text, the
 * at-rules around it, and the markers (classes, `data-` attributes) an element needs for one of its
 * selectors to match on a page as rendered.
 */
export interface IndexedStyleRule {
  /** The rule itself, e.g. `.m_8a5d1357{…}`. */
  css: string;
  /** The at-rules it sits in, opened (`@media (max-width:48em){`); empty at the top level. */
  within: string;
  /**
   * One list of markers per selector that may match before anyone acts on the page (`.card`,
   * `[data-variant="filled"]`); null when the rule may match any page (a selector needs no marker).
   * Empty when every selector is of a hovered, pressed or focused element.
   */
  needs: string[][] | null;
  /** An `@font-face` rule: a rendered page declares a face of its own instead (page-fonts.ts). */
  fontFace?: true;
}

/** Each built stylesheet's rules by its URL (`/assets/app-….css`), in their order. */
export type StyleIndex = Record<string, IndexedStyleRule[]>;

export const STYLE_INDEX_FILE = 'style-index.json';

/** The head's stylesheet links as the build writes them (Vite's index.html and route-preloads.json). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const DATA_ATTRIBUTE = /\s(data-[\w-]+)(?:="([^"]*)")?/g;

/**
 * Every marker a selector may need in the rendered markup, as the build writes them
 * (scripts/critical-css.ts): each class, and each `data-` attribute alone and with its value.
 */
export function markersIn(html: string): Set<string> {
  const markers = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (value ?? '').split(/\s+/)) if (name) markers.add(name);
  }
  for (const [, name, value] of html.matchAll(DATA_ATTRIBUTE)) {
    markers.add(`[${name}]`);
    if (value !== undefined) markers.add(`[${name}="${value}"]`);
  }
  return markers;
}

/** The characters React escapes in text and attributes, as it writes them. */
const ESCAPED = /&(amp|lt|gt|quot|#x27|#39|nbsp);/g;
const UNESCAPED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: '\u00a0',
};
/** Matches each input tag: its placeholder and value are drawn on screen unless it is hidden, a radio or a checkbox. */
const FIELD = /<input\b[^>]*>/g;
const UNDRAWN_VALUE = / type="(?:hidden|radio|checkbox)"/;
const DRAWN_ATTRIBUTE = /\s(?:placeholder|value)="([^"]*)"/g;
/** An element drawn in a system font, with its text (such elements hold text only). */
const IN_SYSTEM_FONT = new RegExp(`<(\\w+)[^>]*\\s${SYSTEM_FONT_ATTRIBUTE}(?:="")?[\\s>][^<]*</\\1>`, 'g');
/** Drawn by CSS, not written in the markup: a clamped line's ellipsis. */
const DRAWN_BY_STYLES = '\u2026';

/**
 * Every character the rendered markup draws in the web font: its text (tags, styles, scripts and
 * text in a system font left out), its fields' placeholders and values, each letter's capital (badges
 * are set in capitals by CSS), and what CSS draws itself.
 */
export function charactersIn(html: string): Set<number> {
  const text = html.replace(IN_SYSTEM_FONT, '').replace(/<(script|style)\b[\s\S]*?<\/\1>|<[^>]*>/g, '');
  const fields = [...html.matchAll(FIELD)]
    .filter(([tag]) => !UNDRAWN_VALUE.test(tag))
    .flatMap(([tag]) => [...tag.matchAll(DRAWN_ATTRIBUTE)].map(([, value]) => value))
    .join('');
  const drawn = (text + fields).replace(ESCAPED, (_, name: string) => UNESCAPED[name] ?? '');
  const characters = new Set<number>();
  for (const character of drawn + drawn.toUpperCase() + DRAWN_BY_STYLES) {
    characters.add(character.codePointAt(0) ?? 0);
  }
  return characters;
}

/** The rules of `rules` that may style something in a page with these markers; never a font face. */
function rulesFor(rules: IndexedStyleRule[], markers: Set<string>): IndexedStyleRule[] {
  return rules.filter(
    (rule) =>
      !rule.fontFace &&
      (rule.needs === null || rule.needs.some((needed) => needed.every((marker) => markers.has(marker)))),
  );
}

const VARIABLE_USE = /var\(\s*(--[\w-]+)/g;
/** A rule of declarations alone (`selector{…}`), not an at-rule such as `@keyframes` with rules inside. */
const STYLE_RULE = /^([^{}@]+)\{([^{}]*)\}$/s;
const DECLARED_VARIABLE = /^(--[\w-]+)\s*:/;

function variablesReadIn(text: string): string[] {
  return [...text.matchAll(VARIABLE_USE)].map(([, name]) => name ?? '');
}

/** Declarations split at their semicolons, those inside quotes or brackets (a data URL) left alone. */
function declarationTexts(block: string): string[] {
  const texts: string[] = [];
  let depth = 0;
  let quote = '';
  let from = 0;
  for (let at = 0; at < block.length; at += 1) {
    const character = block[at];
    if (quote) {
      if (character === quote && block[at - 1] !== '\\') quote = '';
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === ';' && depth === 0) {
      texts.push(block.slice(from, at));
      from = at + 1;
    }
  }
  texts.push(block.slice(from));
  return texts.map((text) => text.trim()).filter(Boolean);
}

interface Declaration {
  text: string;
  /** The custom property it declares; none for an ordinary property (always kept). */
  declares?: string;
  /** `!important`: it wins over a later declaration of the same property. */
  important: boolean;
  reads: string[];
}

/** A rule's custom properties: its declarations, or for an at-rule kept whole, what it reads. */
export interface RuleVariables {
  reads: string[];
  declared?: { selector: string; declarations: Declaration[] };
}

/** Read once per rule of the build's index, not once per page. */
export function variablesOf(css: string): RuleVariables {
  const rule = STYLE_RULE.exec(css);
  if (!rule) return { reads: variablesReadIn(css) };
  const declarations = declarationTexts(rule[2] ?? '').map((text) => ({
    text,
    declares: DECLARED_VARIABLE.exec(text)?.[1],
    important: text.includes('!important'),
    reads: variablesReadIn(text),
  }));
  return { reads: [], declared: { selector: rule[1] ?? '', declarations } };
}

/** A rule chosen for the page, with its variables. */
export interface ChosenRule {
  rule: IndexedStyleRule;
  variables: RuleVariables;
}

/**
 * Mantine declares about 500 custom properties at the root (every palette, size and z-index, 18 KB),
 * and each component declares its own for every size (`--button-height-xs` to `-xl`); a page reads a
 * few dozen. A rule keeps its ordinary declarations and the custom properties that the page's markup,
 * an ordinary declaration or a kept custom property reads, and is left out when it keeps nothing; the
 * app's stylesheet declares them all once the page has painted. The rules' texts, as the page carries
 * them.
 */
export function withUsedVariables(chosen: ChosenRule[], markup: string): string[] {
  const readsOf = new Map<string, string[]>();
  const used = new Set(variablesReadIn(markup));
  for (const { variables } of chosen) {
    for (const name of variables.reads) used.add(name);
    for (const { declares, reads } of variables.declared?.declarations ?? []) {
      if (declares) readsOf.set(declares, (readsOf.get(declares) ?? []).concat(reads));
      else for (const name of reads) used.add(name);
    }
  }
  // Each variable read, then what its declarations read in turn.
  const unread = [...used];
  for (let name = unread.pop(); name !== undefined; name = unread.pop()) {
    for (const read of readsOf.get(name) ?? []) {
      if (!used.has(read)) {
        used.add(read);
        unread.push(read);
      }
    }
  }
  // A custom property declared again under the same selector, within the same at-rules, is the later
  // declaration's: the theme's variables come after Mantine's own.
  const declaredLastAt = new Map<string, number>();
  const keyOf = (rule: IndexedStyleRule, selector: string, name: string) =>
    `${rule.within}${selector}{${name}`;
  chosen.forEach(({ rule, variables: { declared } }, at) => {
    for (const { declares, important } of declared?.declarations ?? []) {
      if (declares && !important) declaredLastAt.set(keyOf(rule, declared!.selector, declares), at);
    }
  });
  return chosen.map(({ rule, variables: { declared } }, at) => {
    if (!declared) return rule.css;
    const kept = declared.declarations.filter(
      ({ declares, important }) =>
        declares === undefined ||
        (used.has(declares) &&
          (important || declaredLastAt.get(keyOf(rule, declared.selector, declares)) === at)),
    );
    return kept.length ? `${declared.selector}{${kept.map(({ text }) => text).join(';')}}` : '';
  });
}

/** Rules as one stylesheet, each within its at-rules. */
function stylesheetOf(rules: IndexedStyleRule[], texts: string[]): string {
  let css = '';
  let open = '';
  rules.forEach((rule, at) => {
    const text = texts[at];
    if (!text) return;
    if (rule.within !== open) {
      css += '}'.repeat(openedAt(open)) + rule.within;
      open = rule.within;
    }
    css += text;
  });
  return css + '}'.repeat(openedAt(open));
}

function openedAt(within: string): number {
  return within.split('{').length - 1;
}

/**
 * Rewrites a server-rendered page's head so that only what its markup uses blocks the first paint:
 * the matching rules of each stylesheet inline, and the stylesheets themselves linked once the page
 * has painted, by the web app's entry (src/web/ssr/deferred-styles.ts), or by `<noscript>` without
 * scripts.
 * The font is a face of the page's own, preloaded: Pretendard cut down to the page's characters
 * (page-fonts.ts). The app declares Pretendard's own faces, for the text of later pages
 * (src/web/ssr/deferred-styles.ts). Their stylesheet (src/web/main.tsx) is never applied: a face
 * declared a second time would be loaded again and swapped in under the reader (decision 057). Its
 * link stays, disabled, which is never fetched: it tells the app's chunk loader, which links a
 * chunk's stylesheets unless the page names them, that the sheet is there.
 */
export type CriticalStyles = (head: string, appHtml: string) => string;

export function criticalStylesFrom(index: StyleIndex, pageFaceFor: PageFonts['faceFor']): CriticalStyles {
  const sheets = new Map(
    Object.entries(index).map(([href, rules]) => [
      href,
      { rules, onlyFaces: rules.every((rule) => rule.fontFace) },
    ]),
  );
  const variables = new Map(
    Object.values(index)
      .flat()
      .map((rule) => [rule, variablesOf(rule.css)]),
  );
  return (head, appHtml) => {
    const markers = markersIn(appHtml);
    const inline: IndexedStyleRule[] = [];
    let facesSheet = '';
    let deferred = '';
    let withoutScripts = '';
    let firstAt = -1;
    const rest = head.replace(STYLESHEET_LINK, (link, href: string, at: number) => {
      const sheet = sheets.get(href);
      if (!sheet) return link;
      if (firstAt < 0) firstAt = at;
      inline.push(...rulesFor(sheet.rules, markers));
      if (sheet.onlyFaces) {
        facesSheet += `<link rel="stylesheet" crossorigin href="${href}" disabled ${FONT_FACES_ATTRIBUTE}>`;
      } else {
        deferred += link;
        withoutScripts += link;
      }
      return '';
    });
    if (firstAt < 0) return head;
    const pageFace = facesSheet ? pageFaceFor(charactersIn(appHtml)) : null;
    // Built CSS never closes a style element, but a stray `</` must not end this one early.
    // Every chosen rule is one of the index's, read when the index was.
    const chosen = inline.map((rule) => ({ rule, variables: variables.get(rule)! }));
    const css = (pageFace?.css ?? '') + stylesheetOf(inline, withUsedVariables(chosen, appHtml));
    const style = `${pageFace?.preload ?? ''}<style data-critical>${css.replaceAll('</', '<\\/')}</style>`;
    const noscript = withoutScripts && `<noscript>${withoutScripts}</noscript>`;
    return `${rest.slice(0, firstAt)}${style}${facesSheet}${afterPaint(deferred)}${noscript}${rest.slice(firstAt)}`;
  };
}

/** The build's style index (none without a build, or from a build that predates it). */
export function criticalStylesOf(webRoot: string, pageFonts: PageFonts): CriticalStyles | null {
  const file = join(webRoot, STYLE_INDEX_FILE);
  return existsSync(file)
    ? criticalStylesFrom(JSON.parse(readFileSync(file, 'utf8')) as StyleIndex, pageFonts.faceFor)
    : null;
}
