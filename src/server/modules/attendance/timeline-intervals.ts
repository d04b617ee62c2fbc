import type { TimelineIntervals } from '../../db/schema/attendance';

/** The union of two sets of intervals, sorted and merged: a part reported twice counts once. */
export function unionOf(a: TimelineIntervals, b: TimelineIntervals): TimelineIntervals {
  const sorted = [...a, ...b]
    .map(([start, end]): [number, number] => [start, end])
    .filter(([start, end]) => end > start)
    .sort((x, y) => x[0] - y[0]);
  const merged: TimelineIntervals = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export function lengthOf(intervals: TimelineIntervals): number {
  return intervals.reduce((total, [start, end]) => total + (end - start), 0);
}

/** The furthest end of any interval, 0 for none. */
export function endOf(intervals: TimelineIntervals): number {
  return intervals.reduce((furthest, [, end]) => Math.max(furthest, end), 0);
}
