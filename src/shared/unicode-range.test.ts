import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnicodeRange, parseUnicodeRange, rangesWithout } from './unicode-range';

const covered = (ranges: [number, number][]) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, at) => from + at));

describe('a font face’s unicode-range', () => {
  it('reads single code points, spans and wildcards, and writes ranges', () => {
    expect(parseUnicodeRange('U+20-22, U+3f,u+AC00-D7A3, U+4??')).toEqual([
      [0x20, 0x22],
      [0x3f, 0x3f],
      [0xac00, 0xd7a3],
      [0x400, 0x4ff],
    ]);
    expect(
      formatUnicodeRange([
        [0x20, 0x22],
        [0x41, 0x41],
        [0xac00, 0xac00],
      ]),
    ).toBe('U+20-22,U+41,U+ac00');
  });

  it('takes characters out of ranges, leaving every other character of them', () => {
    expect(
      rangesWithout(
        [
          [0x20, 0x30],
          [0x40, 0x40],
        ],
        [0x10, 0x20, 0x25, 0x26, 0x30, 0x40],
      ),
    ).toEqual([
      [0x21, 0x24],
      [0x27, 0x2f],
    ]);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(200), fc.nat(20)), { maxLength: 8 }),
        fc.uniqueArray(fc.nat(240), { maxLength: 60 }),
        (spans, taken) => {
          const ranges = spans.map(([from, length]): [number, number] => [from, from + length]);
          const points = [...taken].sort((a, b) => a - b);
          const expected = [...new Set(covered(ranges))]
            .filter((point) => !points.includes(point))
            .sort((a, b) => a - b);
          expect([...new Set(covered(rangesWithout(ranges, points)))].sort((a, b) => a - b)).toEqual(
            expected,
          );
        },
      ),
    );
  });
});
