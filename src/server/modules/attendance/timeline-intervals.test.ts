import { describe, expect, it } from 'vitest';
import { endOf, lengthOf, unionOf } from './timeline-intervals';

describe('timeline intervals', () => {
  it('count a part reported twice, or overlapping, once', () => {
    const union = unionOf(
      [[0, 10]],
      [
        [5, 20],
        [0, 10],
        [30, 40],
      ],
    );
    expect(union).toEqual([
      [0, 20],
      [30, 40],
    ]);
    expect(lengthOf(union)).toBe(30);
    expect(endOf(union)).toBe(40);
  });

  it('join touching parts and drop empty ones', () => {
    expect(
      unionOf(
        [[10, 20]],
        [
          [0, 10],
          [25, 25],
        ],
      ),
    ).toEqual([[0, 20]]);
  });

  it('leave the inputs as they were', () => {
    const first: [number, number][] = [[0, 10]];
    unionOf(first, [[5, 15]]);
    expect(first).toEqual([[0, 10]]);
  });
});
