/**
 * Mantine's date pickers speak 'YYYY-MM-DD HH:mm:ss' strings in the browser's time zone; the API
 * speaks ISO instants. These convert between the two.
 */
export function pickerToIso(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function isoToPicker(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}
