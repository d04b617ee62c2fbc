/**
 * Sorted, clipped, non-overlapping [start, end) ranges inside a text of `length` characters. The
 * server's search ranges may come unsorted or overlapping (one per matched word).
 */
export function mergeRanges(ranges: readonly [number, number][], length: number): [number, number][] {
  const merged: [number, number][] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const from = Math.max(0, start);
    const to = Math.min(length, end);
    if (to <= from) continue;
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}
