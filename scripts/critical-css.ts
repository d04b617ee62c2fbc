import postcss, { type AtRule, type ChildNode, type Root, type Rule } from 'postcss';
import type { Plugin } from 'vite';
import {
  type IndexedStyleRule,
  STYLE_INDEX_FILE,
  type StyleIndex,
} from '../src/server/modules/ssr/critical-css';

/** At-rules whose rules are indexed one by one; any other (@font-face, @keyframes…) is kept whole. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container']);
/** Mantine names each component's classes `m_` and eight hex digits, and its scripts apply them. */
const MANTINE_CLASS = /m_[0-9a-f]{8}/g;
/** The app is light only (MantineProvider forceColorScheme): the dark scheme's selectors match nothing. */
const DARK_SCHEME = /data-mantine-color-scheme=["']?dark/;

/**
 * The classes an element needs for `selector` to match it, read conservatively: what sits inside
 * brackets or parentheses (`[href$=".pdf"]`, `:not(.active)`, `:is(.a, .b)`) asks for nothing.
 */
export function classesNeeded(selector: string): string[] {
  return [...outsideOf(selector, '([', ')]').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(
    (match) => match[1] ?? '',
  );
}

/** A selector's text outside the groups that `opening` and `closing` characters enclose. */
function outsideOf(selector: string, opening: string, closing: string): string {
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (opening.includes(char)) depth += 1;
    else if (closing.includes(char)) depth -= 1;
    else if (depth === 0) outside += char;
  }
  return outside;
}

/** `:where(X)` and `:is(X)` of a single selector X match what X matches. */
function withSingleAlternativesOpened(selector: string): string {
  let opened = selector;
  for (let before = ''; before !== opened; ) {
    before = opened;
    opened = opened.replace(/:(?:where|is)\(([^(),]*)\)/g, '$1');
  }
  return opened;
}

/** A selector's text outside its `:not(…)`, nested brackets included. */
function outsideNegations(selector: string): string {
  let outside = '';
  let depth = 0;
  for (let at = 0; at < selector.length; at += 1) {
    if (depth === 0 && selector.startsWith(':not(', at)) {
      depth = 1;
      at += ':not('.length - 1;
    } else if (depth > 0) {
      if (selector[at] === '(') depth += 1;
      else if (selector[at] === ')') depth -= 1;
    } else outside += selector[at];
  }
  return outside;
}

/** States no element is in before the reader acts: their rules wait for the app's stylesheet. */
const INTERACTION_STATE = /:(?:hover|active|focus|focus-visible|focus-within)(?![\w-])/;
/** `[data-x]` or `[data-x=v]`, outside parentheses once single alternatives are opened. */
const DATA_ATTRIBUTE = /\[(data-[\w-]+)(?:=(["']?)([^"'\]]*)\2)?\]/g;
/** On the root element, outside the rendered markup; always light (dark selectors are dropped). */
const ROOT_ELEMENT_ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * What an element needs for `selector` to match it on a page as rendered, before anyone acts on it:
 * its classes, and its `data-` attributes (`[data-variant="filled"]`, `[data-disabled]`), as
 * criticalStylesFrom reads them from the markup (src/server/modules/ssr/critical-css.ts). Null for a
 * selector of a hovered, pressed or focused element, which no first paint shows.
 */
export function markersNeeded(selector: string): string[] | null {
  const opened = withSingleAlternativesOpened(selector);
  if (INTERACTION_STATE.test(outsideNegations(opened))) return null;
  const attributes = [...outsideOf(opened, '(', ')').matchAll(DATA_ATTRIBUTE)]
    // A flag (`[data-x="v" i]`) reads as a value with a space: asked for by no marker, so not needed.
    .filter(([, name, , value]) => name !== ROOT_ELEMENT_ATTRIBUTE && !/\s/.test(value ?? ''))
    .map(([, name, , value]) => (value === undefined ? `[${name}]` : `[${name}="${value}"]`));
  return [...classesNeeded(opened), ...attributes];
}

/** Each rule of a stylesheet with the markers it needs, in order (see IndexedStyleRule). */
export function indexStyleRules(root: Root): IndexedStyleRule[] {
  const rules: IndexedStyleRule[] = [];
  const visit = (nodes: ChildNode[], within: string) => {
    for (const node of nodes) {
      if (node.type === 'rule') {
        const needs = node.selectors.map(markersNeeded).filter((markers) => markers !== null);
        rules.push({
          css: node.toString(),
          within,
          needs: needs.some((markers) => markers.length === 0) ? null : needs,
        });
      } else if (node.type === 'atrule' && GROUPING_AT_RULES.has(node.name) && node.nodes) {
        visit(node.nodes, `${within}@${node.name} ${node.params}{`);
      } else if (node.type === 'atrule') {
        rules.push({
          css: node.toString(),
          within,
          needs: null,
          ...(node.name === 'font-face' ? { fontFace: true as const } : {}),
        });
      }
    }
  };
  visit(root.nodes, '');
  return rules;
}

/**
 * Drops the selectors that can match nothing in this app: those of Mantine components no script of
 * the build uses (the global sheet holds every component, and only scripts apply their classes), and
 * those of the dark colour scheme.
 */
export function withoutUnmatchableRules(root: Root, scripts: string): void {
  const used = new Set(scripts.match(MANTINE_CLASS));
  root.walkRules((rule: Rule) => {
    const matchable = rule.selectors.filter(
      (selector) =>
        !DARK_SCHEME.test(selector) && (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name)),
    );
    if (matchable.length === 0) rule.remove();
    else if (matchable.length < rule.selectors.length) rule.selectors = matchable;
  });
  root.walkAtRules((atRule: AtRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
}

/**
 * Writes style-index.json beside the client build: each stylesheet's rules with the markers (classes,
 * `data-` attributes) they need, from which the server inlines what a rendered page uses
 * (src/server/modules/ssr/critical-css.ts) and defers the rest. Rules that can match nothing leave
 * the stylesheets first.
 */
export function criticalCss(): Plugin {
  let isSsr = false;
  return {
    name: 'medivenus:critical-css',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (isSsr) return;
      const items = Object.values(bundle);
      const scripts = items.map((item) => (item.type === 'chunk' ? item.code : '')).join('\n');
      const index: StyleIndex = {};
      for (const item of items) {
        if (item.type !== 'asset' || !item.fileName.endsWith('.css')) continue;
        const text = typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source);
        const root = postcss.parse(text);
        withoutUnmatchableRules(root, scripts);
        item.source = root.toString();
        index[`/${item.fileName}`] = indexStyleRules(root);
      }
      this.emitFile({ type: 'asset', fileName: STYLE_INDEX_FILE, source: JSON.stringify(index) });
    },
  };
}
