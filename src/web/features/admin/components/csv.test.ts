import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks and starts with a BOM', () => {
    expect(toCsv(['name', 'note'], [['김민지', 'a, "b"\nc']])).toBe(
      '\uFEFFname,note\r\n김민지,"a, ""b""\nc"\r\n',
    );
  });

  it('neutralises spreadsheet formulas', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://evil")'], ['-1'], [42], [-5000]])).toBe(
      '\uFEFFx\r\n"\'=HYPERLINK(""http://evil"")"\r\n\'-1\r\n42\r\n-5000\r\n',
    );
  });
});
