import { describe, expect, it } from 'vitest';
import { decideRefund, type RefundPolicyInput } from './refund-policy';

const DAY = 86_400_000;
const paidAt = new Date('2026-03-01T00:00:00Z');
const base: RefundPolicyInput = {
  kind: 'course',
  status: 'done',
  amount: 100_000,
  canceledAmount: 0,
  approvedAt: paidAt,
  now: new Date(paidAt.getTime() + 3 * DAY),
  accessDays: 100,
  sessionStartsAt: null,
  progress: 0,
};

describe('refund policy', () => {
  it('refunds a course in full within 7 days with under 10% progress', () => {
    expect(decideRefund(base)).toEqual({ refundable: true, policy: 'full', amount: 100_000, reason: null });
    expect(decideRefund({ ...base, progress: 0.1 }).policy).toBe('partial');
  });

  it('refunds a course partially after 7 days, by the smaller of unused time and unwatched share', () => {
    const after20Days = { ...base, now: new Date(paidAt.getTime() + 20 * DAY) };
    expect(decideRefund(after20Days)).toMatchObject({ policy: 'partial', amount: 80_000 });
    expect(decideRefund({ ...after20Days, progress: 0.5 })).toMatchObject({
      policy: 'partial',
      amount: 50_000,
    });
    expect(decideRefund({ ...after20Days, accessDays: null, progress: 0.3 })).toMatchObject({
      amount: 70_000,
    });
  });

  it('refuses once nothing is left, and for orders not paid or already refunded', () => {
    expect(decideRefund({ ...base, now: new Date(paidAt.getTime() + 200 * DAY) }).reason).toBe(
      'nothing_left',
    );
    expect(decideRefund({ ...base, status: 'waiting_for_deposit' }).reason).toBe('not_paid');
    expect(decideRefund({ ...base, status: 'partial_canceled' }).reason).toBe('already_refunded');
  });

  it('refunds training in full until 3 days before the session, not after', () => {
    const session = new Date(paidAt.getTime() + 10 * DAY);
    const training = { ...base, kind: 'training' as const, sessionStartsAt: session };
    expect(decideRefund({ ...training, now: new Date(session.getTime() - 3 * DAY) }).policy).toBe('full');
    expect(decideRefund({ ...training, now: new Date(session.getTime() - 2 * DAY) }).reason).toBe(
      'session_soon',
    );
  });
});
