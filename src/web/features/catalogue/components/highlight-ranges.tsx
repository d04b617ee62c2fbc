import { Fragment } from 'react';
import { mergeRanges } from '../merge-ranges';

/**
 * Text with the server's match ranges wrapped in <mark>. Ranges are [start, end) offsets in
 * JavaScript string indices (contract searchMatch).
 */
export function HighlightRanges({ text, ranges }: { text: string; ranges: [number, number][] }) {
  const merged = mergeRanges(ranges, text.length);
  const parts: { text: string; marked: boolean; at: number }[] = [];
  let cursor = 0;
  for (const [from, to] of merged) {
    if (from > cursor) parts.push({ text: text.slice(cursor, from), marked: false, at: cursor });
    parts.push({ text: text.slice(from, to), marked: true, at: from });
    cursor = to;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), marked: false, at: cursor });
  return (
    <>
      {parts.map((part) =>
        part.marked ? <mark key={part.at}>{part.text}</mark> : <Fragment key={part.at}>{part.text}</Fragment>,
      )}
    </>
  );
}
