import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKrw, formatTime, isInstant } from './format';

/** Intl as Node's ICU writes it: the judge for the forms Node and Chrome agree on. */
const intl = (locale: string, options: Intl.DateTimeFormatOptions) => (instant: Date) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Seoul', ...options }).format(instant);

const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('money, days and times written by hand', () => {
  it('writes won as Intl does, in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (amount) => {
        expect(formatKrw(amount, 'en')).toBe(
          new Intl.NumberFormat('en-US', { style: 'currency', currency: 'KRW' }).format(amount),
        );
        expect(formatKrw(amount, 'ja')).toBe(
          new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'KRW' }).format(amount),
        );
        expect(formatKrw(amount, 'ko')).toBe(`${new Intl.NumberFormat('ko-KR').format(amount)}원`);
      }),
    );
  });

  it('writes days in Seoul as Intl does', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(formatDate(instant, 'en')).toBe(intl('en-US', { dateStyle: 'medium' })(instant));
        expect(formatDate(instant, 'ko')).toBe(intl('ko-KR', { dateStyle: 'medium' })(instant));
        expect(formatDate(instant, 'ja')).toBe(intl('ja-JP', { dateStyle: 'medium' })(instant));
      }),
    );
  });

  it('writes English and Japanese times in Seoul as Intl does', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const medium = { dateStyle: 'medium', timeStyle: 'short' } as const;
        expect(formatDateTime(instant, 'en')).toBe(intl('en-US', medium)(instant));
        expect(formatDateTime(instant, 'ja')).toBe(intl('ja-JP', medium)(instant));
      }),
    );
  });

  it('writes Korean times with 오전 and 오후, as Chrome does (Node writes AM and PM)', () => {
    expect(formatDateTime('2026-12-03T01:05:00Z', 'ko')).toBe('2026. 12. 3. 오전 10:05');
    expect(formatDateTime('2026-11-26T11:04:00Z', 'ko')).toBe('2026. 11. 26. 오후 8:04');
    expect(formatDateTime('2026-11-26T15:30:00Z', 'ko')).toBe('2026. 11. 27. 오전 12:30');
    expect(formatDateTime('2026-11-26T03:30:00Z', 'ko')).toBe('2026. 11. 26. 오후 12:30');
  });

  it('writes a time of day as formatDateTime ends, in every language', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(formatTime(instant, 'en')).toBe(intl('en-US', { timeStyle: 'short' })(instant));
        expect(formatTime(instant, 'ja')).toBe(intl('ja-JP', { timeStyle: 'short' })(instant));
        for (const locale of ['ko', 'en', 'ja'] as const)
          expect(formatDateTime(instant, locale).endsWith(` ${formatTime(instant, locale)}`)).toBe(true);
      }),
    );
    expect(formatTime('2026-12-08T01:00:00Z', 'ko')).toBe('오전 10:00');
  });

  it("tells the API's instants from other text", () => {
    expect(isInstant('2026-12-08T01:00:00.000Z')).toBe(true);
    expect(isInstant('2026-12-08T10:00:00+09:00')).toBe(true);
    expect(isInstant('2026-12-08')).toBe(false);
    expect(isInstant('Seminar 2026-12-08T01:00:00Z')).toBe(false);
  });
});
