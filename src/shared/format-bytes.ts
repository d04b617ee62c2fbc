const BYTE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size or an upload limit: "512 B", "1.5 KB", "20 MB", "2 GB" (binary units, one decimal at most). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${BYTE_UNITS[unit]}`;
}
