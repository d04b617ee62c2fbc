import { SYSTEM_FONT_ATTRIBUTE } from '@shared/contract/server-render';

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
 * Every character the rendered markup draws in the web font, for the page's own font file
 * (page-fonts.ts): its text (tags, styles, scripts and text in a system font left out), its fields'
 * placeholders and values, each letter's capital (badges are set in capitals by CSS), and what CSS
 * draws itself.
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
