import { fromSeoul, seoulWallClock } from '@shared/seoul-time';

/**
 * The console's pickers show and take Seoul wall-clock time (UTC+9, no daylight saving), as every
 * list of the console renders it, whatever the operator's computer is set to. Mantine's pickers
 * speak 'YYYY-MM-DD HH:mm:ss' strings without a zone; the API speaks ISO instants.
 */
export function isoToSeoulWallClock(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : seoulWallClock(time).replace('T', ' ');
}

export function seoulWallClockToIso(value: string | null): string | null {
  if (!value) return null;
  const time = fromSeoul(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
