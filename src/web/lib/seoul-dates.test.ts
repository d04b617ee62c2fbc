import { formatDate, formatTime } from '@shared/format';
import { describe, expect, it } from 'vitest';
import {
  currentSeoulMonth,
  formatMonth,
  formatSchedule,
  parseMonthParam,
  seoulMonthDay,
  shiftMonth,
  weekdayNames,
} from './seoul-dates';

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

describe('calendar words written by hand', () => {
  const judge = (locale: string, options: Intl.DateTimeFormatOptions, instant: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Seoul', ...options }).format(new Date(instant));

  it('names months and weekdays as Intl does', () => {
    for (let month = 1; month <= 12; month += 1) {
      const first = `2026-${String(month).padStart(2, '0')}-01T03:00:00Z`;
      expect(formatMonth(2026, month, 'en')).toBe(judge('en-US', { year: 'numeric', month: 'long' }, first));
      expect(formatMonth(2026, month, 'ko')).toBe(judge('ko-KR', { year: 'numeric', month: 'long' }, first));
      expect(formatMonth(2026, month, 'ja')).toBe(judge('ja-JP', { year: 'numeric', month: 'long' }, first));
      expect(seoulMonthDay(first, 'en')).toEqual({
        month: judge('en-US', { month: 'short' }, first),
        day: '1',
      });
      expect(seoulMonthDay(first, 'ja').month).toBe(judge('ja-JP', { month: 'short' }, first));
    }
    for (const locale of ['ko', 'en', 'ja'] as const) {
      const intlLocale = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' }[locale];
      weekdayNames(locale).forEach((names, weekday) => {
        // 2023-01-01 was a Sunday.
        const day = `2023-01-0${weekday + 1}T03:00:00Z`;
        expect(names).toEqual({
          short: judge(intlLocale, { weekday: 'short' }, day),
          long: judge(intlLocale, { weekday: 'long' }, day),
        });
      });
    }
  });

  it('writes a session in the date and time styles of formatDateTime, with the weekday', () => {
    const startsAt = '2026-12-10T01:00:00Z';
    const endsAt = '2026-12-10T07:00:00Z';
    expect(formatSchedule(startsAt, endsAt, 'ko')).toBe('2026. 12. 10. (목) 오전 10:00–오후 4:00');
    expect(formatSchedule(startsAt, endsAt, 'en')).toBe('Thu, Dec 10, 2026, 10:00 AM–4:00 PM');
    expect(formatSchedule(startsAt, endsAt, 'ja')).toBe('2026/12/10(木) 10:00–16:00');
    expect(formatSchedule('2026-12-02T15:30:00Z', null, 'ko')).toBe('2026. 12. 3. (목) 오전 12:30');
    // The same day and the same start as a date and a date with time on the same page.
    for (const locale of ['ko', 'en', 'ja'] as const) {
      const schedule = formatSchedule(startsAt, endsAt, locale);
      expect(schedule).toContain(formatDate(startsAt, locale));
      expect(schedule).toContain(`${formatTime(startsAt, locale)}–${formatTime(endsAt, locale)}`);
    }
  });
});
