import type { Locale } from '@shared/constants';
import { formatDate, formatTime, monthName, seoulParts, weekdayName } from '@shared/format';
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

/**
 * A session's day and start–end time in Seoul, in the date and time styles of formatDateTime with
 * the weekday: "2026. 12. 3. (목) 오전 10:00–오후 4:00", "Thu, Dec 3, 2026, 10:00 AM–4:00 PM",
 * "2026/12/03(木) 10:00–16:00".
 */
export function formatSchedule(startsAt: string, endsAt: string | null, locale: Locale): string {
  const dayName = weekdayName(seoulParts(startsAt).weekday, 'short', locale);
  const date = formatDate(startsAt, locale);
  const day =
    locale === 'en'
      ? `${dayName}, ${date},`
      : locale === 'ja'
        ? `${date}(${dayName})`
        : `${date} (${dayName})`;
  const start = formatTime(startsAt, locale);
  return `${day} ${endsAt ? `${start}–${formatTime(endsAt, locale)}` : start}`;
}

/** Month and day of the month in Seoul, for the date block of a session card. */
export function seoulMonthDay(value: string, locale: Locale): { month: string; day: string } {
  const { month, day } = seoulParts(value);
  return { month: monthName(month, 'short', locale), day: String(day) };
}
