import type { Locale } from '@shared/constants';
import { monthName, seoulClockTime, seoulParts, weekdayName } from '@shared/format';
import { seoulDay } from '@shared/seoul-time';

export function currentSeoulMonth(now = new Date()): { year: number; month: number } {
  const [year, month] = seoulDay(now).split('-').map(Number);
  return { year: year!, month: month! };
}

/** 'YYYY-MM' from the URL, or undefined when malformed. */
export function parseMonthParam(value: string | null): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 2000 && year <= 2100 && month >= 1 && month <= 12 ? { year, month } : undefined;
}

export function monthParam(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "December 2026", "2026년 12월", "2026年12月". */
export function formatMonth(year: number, month: number, locale: Locale): string {
  const name = monthName(month, 'long', locale);
  if (locale === 'ko') return `${year}년 ${name}`;
  if (locale === 'ja') return `${year}年${name}`;
  return `${name} ${year}`;
}

/** Weekday names starting on Sunday (spec §9), short for the grid header and long for screen readers. */
export function weekdayNames(locale: Locale): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, weekday) => ({
    short: weekdayName(weekday, 'short', locale),
    long: weekdayName(weekday, 'long', locale),
  }));
}

/** Date and start–end time in Seoul, e.g. "2026년 12월 3일 (목) 10:00–16:00". */
export function formatSchedule(startsAt: string, endsAt: string | null, locale: Locale): string {
  const { year, month, day, weekday } = seoulParts(startsAt);
  const dayName = weekdayName(weekday, 'short', locale);
  const date =
    locale === 'ko'
      ? `${year}년 ${month}월 ${day}일 (${dayName})`
      : locale === 'ja'
        ? `${year}年${month}月${day}日(${dayName})`
        : `${dayName}, ${monthName(month, 'short', 'en')} ${day}, ${year}`;
  const range = endsAt ? `${seoulClockTime(startsAt)}–${seoulClockTime(endsAt)}` : seoulClockTime(startsAt);
  return `${date} ${range}`;
}

/** Month and day of the month in Seoul, for the date block of a session card. */
export function seoulMonthDay(value: string, locale: Locale): { month: string; day: string } {
  const { month, day } = seoulParts(value);
  return { month: monthName(month, 'short', locale), day: String(day) };
}
