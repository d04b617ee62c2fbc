/** A cell of a CSV file: text, a number, or nothing. */
export type CsvCell = string | number | null | undefined;

/**
 * RFC 4180 CSV with a BOM, so Excel opens Korean text correctly; the console's list exports and the
 * server's credit report share it. A text cell starting with =, +, - or @ would run as a formula in
 * a spreadsheet: it is prefixed with an apostrophe. A number is a number.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const cell = (value: CsvCell) => {
    const text = value === null || value === undefined ? '' : String(value);
    const safe = typeof value !== 'number' && /^[=+\-@]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
