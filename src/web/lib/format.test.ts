import { describe, expect, it } from 'vitest';
import { formatDateTime, formatKrw, formatMinutes } from './format';

describe('formatting', () => {
  it('writes won for each language', () => {
    expect(formatKrw(99000, 'ko')).toBe('99,000원');
    expect(formatKrw(99000, 'en')).toBe('₩99,000');
    expect(formatKrw(99000, 'ja')).toBe('₩99,000');
  });

  it('reads instants in Seoul whatever the zone of the machine', () => {
    expect(formatDateTime('2026-12-03T15:30:00Z', 'en')).toBe('Dec 4, 2026, 12:30 AM');
  });

  it('writes lengths in minutes, and a clip too short to round to a minute in seconds', () => {
    expect(formatMinutes(12, 'ko')).toBe('12초');
    expect(formatMinutes(45, 'en')).toBe('1m');
    expect(formatMinutes(3_900, 'ja')).toBe('1時間 5分');
    expect(formatMinutes(0, 'en')).toBe('0m');
  });
});
