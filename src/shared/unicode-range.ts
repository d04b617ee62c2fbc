/**
 * A font face's `unicode-range`: the characters it draws, as inclusive code point ranges. The browser
 * takes a rendered page's own characters out of Pretendard's faces (src/web/ssr/deferred-styles.ts).
 */
export type CodePointRange = [from: number, to: number];

/** `U+20-22, U+3f, U+4??` as ranges. */
export function parseUnicodeRange(descriptor: string): CodePointRange[] {
  return descriptor.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
    if (to === undefined && from.includes('?')) {
      return [Number.parseInt(from.replaceAll('?', '0'), 16), Number.parseInt(from.replaceAll('?', 'f'), 16)];
    }
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)];
  });
}

export function formatUnicodeRange(ranges: CodePointRange[]): string {
  const hex = (codePoint: number) => codePoint.toString(16);
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** `ranges` without `codePoints` (ascending). */
export function rangesWithout(ranges: CodePointRange[], codePoints: number[]): CodePointRange[] {
  const left: CodePointRange[] = [];
  for (const [from, to] of ranges) {
    let low = 0;
    let high = codePoints.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((codePoints[middle] ?? 0) < from) low = middle + 1;
      else high = middle;
    }
    let start = from;
    for (let at = low; at < codePoints.length && (codePoints[at] ?? 0) <= to; at += 1) {
      const taken = codePoints[at] ?? 0;
      if (taken > start) left.push([start, taken - 1]);
      start = taken + 1;
    }
    if (start <= to) left.push([start, to]);
  }
  return left;
}
