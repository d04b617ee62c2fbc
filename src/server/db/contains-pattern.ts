/**
 * An ILIKE pattern that matches `text` anywhere, with LIKE's own characters (`%`, `_` and the escape
 * `\`) taken literally: a search for "50%" finds "50%", not everything that starts with "50".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, '\\$&')}%`;
}
