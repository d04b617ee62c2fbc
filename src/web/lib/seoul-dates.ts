import type { Locale } from '@shared/constants';
import { seoulDay } from '@shared/seoul-time';
import { dateTimeFormat, INTL_LOCALE, SEOUL_TIME_ZONE as TIME_ZONE } from './format';

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

export function formatMonth(year: number, month: number, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALE[locale], {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Weekday names starting on Sunday (spec §9), short for the grid header and long for screen readers. */
export function weekdayNames(locale: Locale): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, index) => {
    // 2023-01-01 was a Sunday.
    const date = new Date(Date.UTC(2023, 0, 1 + index));
    const format = (weekday: 'short' | 'long') =>
      dateTimeFormat(INTL_LOCALE[locale], { weekday, timeZone: 'UTC' }).format(date);
    return { short: format('short'), long: format('long') };
  });
}

/** Date and start–end time in Seoul, e.g. "2026. 12. 3. (목) 10:00–16:00". */
export function formatSchedule(startsAt: string, endsAt: string | null, locale: Locale): string {
  const day = dateTimeFormat(INTL_LOCALE[locale], {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(startsAt));
  const time = dateTimeFormat(INTL_LOCALE[locale], {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const range = endsAt
    ? `${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`
    : time.format(new Date(startsAt));
  return `${day} ${range}`;
}

/** Month number and day of the month in Seoul, for the date block of a session card. */
export function seoulMonthDay(value: string, locale: Locale): { month: string; day: string } {
  const date = new Date(value);
  return {
    month: dateTimeFormat(INTL_LOCALE[locale], { timeZone: TIME_ZONE, month: 'short' }).format(date),
    day: dateTimeFormat('en-US', { timeZone: TIME_ZONE, day: 'numeric' }).format(date),
  };
}
