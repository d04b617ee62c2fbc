import type { Locale } from './constants';
import { seoulWallClock } from './seoul-time';

/*
 * Money, days and times, as the web app, the server-rendered pages and the server's mail all write
 * them: the medium forms of the Unicode CLDR, as Chrome writes them, read in Seoul whatever the
 * machine's zone. Written out here rather than by Intl for two reasons:
 * - A browser's first Intl formatter loads its locale's and its time zone's data: 100–340 ms at
 *   Lighthouse's mobile CPU, on every page that shows a price or a date (issue 19).
 * - Node's ICU and Chrome's disagree. Node writes a Korean time as "AM 10:05", Chrome as "오전 10:05",
 *   and a server-rendered page must read the same after hydration.
 */

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Sunday first (spec §9): [short, long]. */
const WEEKDAYS: Record<Locale, [short: string, long: string][]> = {
  en: [
    ['Sun', 'Sunday'],
    ['Mon', 'Monday'],
    ['Tue', 'Tuesday'],
    ['Wed', 'Wednesday'],
    ['Thu', 'Thursday'],
    ['Fri', 'Friday'],
    ['Sat', 'Saturday'],
  ],
  ko: ['일', '월', '화', '수', '목', '금', '토'].map((day) => [day, `${day}요일`]),
  ja: ['日', '月', '火', '水', '木', '金', '土'].map((day) => [day, `${day}曜日`]),
};

/** An instant's date and time on a clock in Seoul; `weekday` 0 is Sunday. */
export interface SeoulParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

export function seoulParts(instant: string | Date): SeoulParts {
  const clock = seoulWallClock(instant);
  const [year, month, day, hour, minute] = [
    clock.slice(0, 4),
    clock.slice(5, 7),
    clock.slice(8, 10),
    clock.slice(11, 13),
    clock.slice(14, 16),
  ].map(Number) as [number, number, number, number, number];
  return { year, month, day, hour, minute, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function monthName(month: number, width: 'short' | 'long', locale: Locale): string {
  if (locale === 'ko') return `${month}월`;
  if (locale === 'ja') return `${month}月`;
  const name = MONTHS_EN[month - 1] ?? '';
  return width === 'long' ? name : name.slice(0, 3);
}

export function weekdayName(weekday: number, width: 'short' | 'long', locale: Locale): string {
  return WEEKDAYS[locale][weekday]?.[width === 'short' ? 0 : 1] ?? '';
}

/** Money is an integer number of won; Korean readers expect "99,000원", others "₩99,000". */
export function formatKrw(amount: number, locale: Locale): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return locale === 'ko' ? `${sign}${digits}원` : `${sign}₩${digits}`;
}

function mediumDate({ year, month, day }: SeoulParts, locale: Locale): string {
  if (locale === 'ko') return `${year}. ${month}. ${day}.`;
  if (locale === 'ja') return `${year}/${twoDigits(month)}/${twoDigits(day)}`;
  return `${monthName(month, 'short', 'en')} ${day}, ${year}`;
}

/** "Dec 3, 2026", "2026. 12. 3.", "2026/12/03". */
export function formatDate(value: string | Date, locale: Locale): string {
  return mediumDate(seoulParts(value), locale);
}

function clockTime({ hour, minute }: SeoulParts, locale: Locale): string {
  const minutes = twoDigits(minute);
  if (locale === 'ja') return `${hour}:${minutes}`;
  const half = hour < 12 ? 0 : 1;
  return locale === 'ko'
    ? `${['오전', '오후'][half]} ${hour % 12 || 12}:${minutes}`
    : `${hour % 12 || 12}:${minutes} ${['AM', 'PM'][half]}`;
}

/** The time of day in Seoul, as formatDateTime writes it: "10:05 AM", "오전 10:05", "10:05". */
export function formatTime(value: string | Date, locale: Locale): string {
  return clockTime(seoulParts(value), locale);
}

/**
 * "Dec 3, 2026, 10:05 AM", "2026. 12. 3. 오전 10:05", "2026/12/03 10:05". The app has three kinds of
 * date, each written one way: a date (formatDate), a date with time (this), and a session's schedule
 * (formatSchedule in web/lib/seoul-dates.ts), which is built from the same date and time.
 */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const parts = seoulParts(value);
  const date = mediumDate(parts, locale);
  return `${date}${locale === 'en' ? ',' : ''} ${clockTime(parts, locale)}`;
}

/** An instant as the API sends one ("2026-12-08T01:00:00.000Z"), to tell it from other text. */
export function isInstant(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
}

const DURATION_UNITS: Record<Locale, [hours: string, minutes: string, seconds: string]> = {
  ko: ['시간', '분', '초'],
  en: ['h', 'm', 's'],
  ja: ['時間', '分', '秒'],
};

/** A lesson's or a course's length in whole minutes; a clip too short to round to one, in seconds (never "0m"). */
export function formatMinutes(totalSeconds: number, locale: Locale): string {
  const [hourUnit, minuteUnit, secondUnit] = DURATION_UNITS[locale];
  if (totalSeconds > 0 && totalSeconds < 30) return `${Math.round(totalSeconds)}${secondUnit}`;
  const minutes = Math.round(totalSeconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}${hourUnit} ${rest}${minuteUnit}` : `${rest}${minuteUnit}`;
}

/** 연수평점 kept in tenths, as the bodies print them: 20 → "2", 15 → "1.5". */
export function formatCredits(tenths: number): string {
  return String(Math.round(tenths) / 10);
}
