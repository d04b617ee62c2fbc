import type { Locale } from '@shared/constants';

const TIME_ZONE = 'Asia/Seoul';
const INTL_LOCALE: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

/** Money is an integer number of won; Korean readers expect "99,000원". */
export function formatKrw(amount: number, locale: Locale): string {
  if (locale === 'ko') return `${new Intl.NumberFormat('ko-KR').format(amount)}원`;
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'KRW' }).format(amount);
}

export function formatDate(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: TIME_ZONE, dateStyle: 'medium' }).format(
    new Date(value),
  );
}

export function formatDateTime(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));
}

export function formatMinutes(totalSeconds: number, locale: Locale): string {
  const minutes = Math.round(totalSeconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const units = { ko: ['시간', '분'], en: ['h', 'm'], ja: ['時間', '分'] }[locale];
  return hours > 0 ? `${hours}${units[0]} ${rest}${units[1]}` : `${rest}${units[1]}`;
}
