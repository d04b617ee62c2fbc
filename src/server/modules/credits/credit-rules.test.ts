import { describe, expect, it } from 'vitest';
import { onlineCreditTenths, seoulDate, sessionCreditTenths } from './credit-award.service';
import { maskName } from './credits.service';

// "From 2 h: 3 credits, from 3 h: 4, from 4 h: 5; under 2 h: none", as a society publishes it.
const TABLE = [
  { fromMinutes: 120, creditTenths: 30 },
  { fromMinutes: 180, creditTenths: 40 },
  { fromMinutes: 240, creditTenths: 50 },
];

describe("a session's hours table", () => {
  it.each([
    [0, 0],
    [119, 0],
    [120, 30],
    [179, 30],
    [180, 40],
    [239, 40],
    [240, 50],
    [480, 50],
  ])('%i minutes present give %i tenths', (minutes, tenths) => {
    expect(sessionCreditTenths(TABLE, minutes * 60, 50)).toBe(tenths);
  });

  it('counts whole minutes only, reads rows in any order, and never gives more than the session carries', () => {
    expect(sessionCreditTenths(TABLE, 120 * 60 - 1, 50)).toBe(0);
    expect(sessionCreditTenths([...TABLE].reverse(), 200 * 60, 50)).toBe(40);
    expect(sessionCreditTenths(TABLE, 300 * 60, 45)).toBe(45);
  });
});

describe("a course's credit by verified time", () => {
  it('gives one credit per full hour, capped at the course', () => {
    expect(onlineCreditTenths(3599, 20, 3600)).toBe(0);
    expect(onlineCreditTenths(3600, 20, 3600)).toBe(10);
    expect(onlineCreditTenths(7199, 20, 3600)).toBe(10);
    expect(onlineCreditTenths(4 * 3600, 15, 3600)).toBe(15);
  });
});

describe('what a credit shows', () => {
  it('counts its day in Korea, and masks the name', () => {
    expect(seoulDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(seoulDate(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31');
    expect(maskName('김의사')).toBe('김*사');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('김철')).toBe('김*');
  });
});
