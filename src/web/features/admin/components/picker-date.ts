/**
 * The console's pickers show and take Seoul wall-clock time (UTC+9, no daylight saving), as every
 * list of the console renders it, whatever the operator's computer is set to. Mantine's pickers
 * speak 'YYYY-MM-DD HH:mm:ss' strings without a zone; the API speaks ISO instants.
 */
const SEOUL_OFFSET_MS = 9 * 3_600_000;

export function isoToSeoulWallClock(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time)
    ? null
    : new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function seoulWallClockToIso(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(`${value.replace(' ', 'T')}+09:00`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
