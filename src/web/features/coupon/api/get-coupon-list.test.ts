import { describe, expect, it } from 'vitest';
import { couponListWindow } from './get-coupon-list';

describe('couponListWindow', () => {
  it('runs from 2025-01-01 to now in Korean wall-clock time, rounded up to the second', () => {
    const now = Date.parse('2026-03-01T15:00:00.250Z');
    expect(couponListWindow(now)).toEqual({ sdate: '2025-01-01T00:00:00', edate: '2026-03-02T00:00:01' });
  });

  it('keeps a whole second as it is', () => {
    expect(couponListWindow(Date.parse('2026-03-01T15:00:00.000Z')).edate).toBe('2026-03-02T00:00:00');
  });
});
