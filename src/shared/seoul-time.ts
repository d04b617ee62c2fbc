/**
 * Days, months and wall-clock times in Korea, where the platform's business runs whatever the
 * server's or the reader's zone. Korea keeps one offset all year (UTC+9, no daylight saving since
 * 1988), so each is plain arithmetic on it: the same answer in Node and in every browser.
 */

const OFFSET_MS = 9 * 3_600_000;
const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

type Instant = Date | string | number;

/** 'YYYY-MM-DDTHH:mm:ss' on a clock in Seoul. */
export function seoulWallClock(instant: Instant): string {
  return new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 19);
}

/** 'YYYY-MM-DD' in Seoul. */
export function seoulDay(instant: Instant): string {
  return seoulWallClock(instant).slice(0, 10);
}

/** ISO 8601 with Seoul's offset, as Toss and the console's exports write times: 2026-03-01T10:00:00+09:00. */
export function seoulIso(instant: Instant): string {
  return `${seoulWallClock(instant)}+09:00`;
}

/**
 * The instant a Seoul wall-clock time names ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]', with 'T' or a
 * space); a bare day is its first millisecond, or its last with `edge` 'end'. A value that carries
 * its own offset keeps it.
 */
export function fromSeoul(value: string, edge: 'start' | 'end' = 'start'): Date {
  if (BARE_DAY.test(value))
    return new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+09:00`);
  const iso = value.replace(' ', 'T');
  return new Date(HAS_OFFSET.test(iso) ? iso : `${iso}+09:00`);
}

/** Midnight in Seoul at the start of the instant's day. */
export function startOfSeoulDay(instant: Instant): Date {
  return fromSeoul(seoulDay(instant));
}

/** Midnight in Seoul on the first of a month (1–12; 13 is January of the next year). */
export function startOfSeoulMonth(year: number, month: number): Date {
  return new Date(Date.UTC(year, month - 1, 1) - OFFSET_MS);
}
