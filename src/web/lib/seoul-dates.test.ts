import { describe, expect, it } from 'vitest';
import { currentSeoulMonth, parseMonthParam, shiftMonth, weekdayNames } from './seoul-dates';

describe('seoul dates', () => {
  it('reads the month in Seoul, not in the browser zone', () => {
    expect(currentSeoulMonth(new Date('2026-12-31T16:00:00.000Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('moves across year boundaries', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth(2026, 5, -17)).toEqual({ year: 2024, month: 12 });
  });

  it('accepts only YYYY-MM months from the URL', () => {
    expect(parseMonthParam('2026-12')).toEqual({ year: 2026, month: 12 });
    expect(parseMonthParam('2026-13')).toBeUndefined();
    expect(parseMonthParam('12-2026')).toBeUndefined();
    expect(parseMonthParam(null)).toBeUndefined();
  });

  it('starts the week on Sunday', () => {
    expect(weekdayNames('en')[0]).toEqual({ short: 'Sun', long: 'Sunday' });
    expect(weekdayNames('ko')[6]!.long).toBe('토요일');
  });
});
