import type { Locale } from './constants';

// Money, days and times read the same in the web app and in the server's mail.

/** Days and times are read in Korea, whatever the browser's zone. */
export const SEOUL_TIME_ZONE = 'Asia/Seoul';
export const INTL_LOCALE: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

// Building an Intl formatter loads locale and time-zone data (≈50 ms for the first Seoul one on a
// throttled phone); a page of cards asked for dozens of identical ones. Each is built once.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** Money is an integer number of won; Korean readers expect "99,000원". */
export function formatKrw(amount: number, locale: Locale): string {
  if (locale === 'ko') return `${numberFormat('ko-KR').format(amount)}원`;
  return numberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'KRW' }).format(amount);
}

export function formatDate(value: string | Date, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALE[locale], { timeZone: SEOUL_TIME_ZONE, dateStyle: 'medium' }).format(
    new Date(value),
  );
}

export function formatDateTime(value: string | Date, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALE[locale], {
    timeZone: SEOUL_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));
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
