import { describe, expect, it } from 'vitest';
import { mergeRanges } from './merge-ranges';

describe('mergeRanges', () => {
  it('sorts and merges overlapping or touching ranges', () => {
    expect(
      mergeRanges(
        [
          [6, 9],
          [0, 2],
          [1, 4],
          [4, 5],
        ],
        20,
      ),
    ).toEqual([
      [0, 5],
      [6, 9],
    ]);
  });

  it('clips to the text and drops empty or inverted ranges', () => {
    expect(
      mergeRanges(
        [
          [-3, 2],
          [5, 5],
          [8, 6],
          [9, 40],
        ],
        10,
      ),
    ).toEqual([
      [0, 2],
      [9, 10],
    ]);
  });
});
