import type { Locale } from '@shared/constants';

export {
  dateTimeFormat,
  formatDate,
  formatDateTime,
  formatKrw,
  INTL_LOCALE,
  SEOUL_TIME_ZONE,
} from '@shared/format';
// Shared with the server, so the limit a form shows reads like the one in the server's 'too large' error.
export { formatBytes } from '@shared/format-bytes';

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
