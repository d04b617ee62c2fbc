import { describe, expect, it } from 'vitest';
import {
  fromSeoul,
  seoulDay,
  seoulIso,
  seoulWallClock,
  startOfSeoulDay,
  startOfSeoulMonth,
} from './seoul-time';

describe('Seoul time', () => {
  // 15:30 UTC on 31 December is already 00:30 on 1 January in Seoul.
  const newYearInSeoul = new Date('2025-12-31T15:30:00Z');

  it('reads an instant on a clock in Seoul, across a day and a year boundary', () => {
    expect(seoulWallClock(newYearInSeoul)).toBe('2026-01-01T00:30:00');
    expect(seoulDay(newYearInSeoul)).toBe('2026-01-01');
    expect(seoulDay('2026-01-01T14:59:59.999Z')).toBe('2026-01-01');
    expect(seoulDay('2026-01-01T15:00:00Z')).toBe('2026-01-02');
    expect(seoulIso(newYearInSeoul)).toBe('2026-01-01T00:30:00+09:00');
    expect(seoulIso('2026-03-01T20:30:15.250Z')).toBe('2026-03-02T05:30:15+09:00');
  });

  it('turns a Seoul day or time back into the instant it names', () => {
    expect(fromSeoul('2026-01-01').toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(fromSeoul('2026-01-01', 'end').toISOString()).toBe('2026-01-01T14:59:59.999Z');
    expect(fromSeoul('2026-01-01 00:30:00').toISOString()).toBe(newYearInSeoul.toISOString());
    expect(fromSeoul('2026-01-01T00:30').toISOString()).toBe(newYearInSeoul.toISOString());
    // An explicit offset is kept.
    expect(fromSeoul('2026-01-01T00:30:00Z').toISOString()).toBe('2026-01-01T00:30:00.000Z');
  });

  it('finds the midnight that starts a Seoul day or month', () => {
    expect(startOfSeoulDay(newYearInSeoul).toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(startOfSeoulMonth(2026, 3).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(startOfSeoulMonth(2025, 13).toISOString()).toBe('2025-12-31T15:00:00.000Z');
  });
});
