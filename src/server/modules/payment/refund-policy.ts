/**
 * The refund policy of the terms (tab 2), as a rule:
 * - courses: full refund within 7 days of payment with under 10% progress; otherwise a partial
 *   refund in proportion to the unused time and the unwatched share, whichever is smaller;
 * - training: full refund until 3 days before the session starts, none after;
 * - membership: no amount (cancel keeps access to the end of the period); an operator may still
 *   refund one, which ends the period it paid for (membership/membership-refund.ts).
 */

export const FULL_REFUND_DAYS = 7;
export const FULL_REFUND_MAX_PROGRESS = 0.1;
export const TRAINING_REFUND_DAYS_BEFORE = 3;
const DAY_MS = 86_400_000;

export interface RefundPolicyInput {
  kind: 'course' | 'training' | 'membership';
  status: string;
  /** KRW paid and KRW already returned. */
  amount: number;
  canceledAmount: number;
  approvedAt: Date | null;
  now: Date;
  accessDays: number | null;
  sessionStartsAt: Date | null;
  /** 0..1 share of the course watched. */
  progress: number;
}

export type RefundDecision =
  | { refundable: true; policy: 'full' | 'partial'; amount: number; reason: null }
  | {
      refundable: false;
      policy: null;
      amount: 0;
      reason: 'not_paid' | 'already_refunded' | 'session_soon' | 'nothing_left' | 'membership';
    };

const refuse = (reason: Extract<RefundDecision, { refundable: false }>['reason']): RefundDecision => ({
  refundable: false,
  policy: null,
  amount: 0,
  reason,
});

export function decideRefund(input: RefundPolicyInput): RefundDecision {
  if (input.status === 'canceled' || input.status === 'partial_canceled') return refuse('already_refunded');
  if (input.status !== 'done' || !input.approvedAt) return refuse('not_paid');
  const remaining = input.amount - input.canceledAmount;
  if (remaining <= 0) return refuse('already_refunded');
  if (input.kind === 'membership') return refuse('membership');
  if (input.kind === 'training') {
    if (!input.sessionStartsAt) return { refundable: true, policy: 'full', amount: remaining, reason: null };
    const lastDay = input.sessionStartsAt.getTime() - TRAINING_REFUND_DAYS_BEFORE * DAY_MS;
    return input.now.getTime() <= lastDay
      ? { refundable: true, policy: 'full', amount: remaining, reason: null }
      : refuse('session_soon');
  }
  const elapsedDays = (input.now.getTime() - input.approvedAt.getTime()) / DAY_MS;
  if (elapsedDays <= FULL_REFUND_DAYS && input.progress < FULL_REFUND_MAX_PROGRESS)
    return { refundable: true, policy: 'full', amount: remaining, reason: null };
  const unwatched = 1 - Math.min(1, Math.max(0, input.progress));
  // Whole days used, so the amount does not change by the hour.
  const unused = input.accessDays ? Math.max(0, 1 - Math.floor(elapsedDays) / input.accessDays) : unwatched;
  // Rounded down to 10 won, as card cancellations usually are.
  const amount = Math.min(remaining, Math.floor((input.amount * Math.min(unused, unwatched)) / 10) * 10);
  return amount > 0 ? { refundable: true, policy: 'partial', amount, reason: null } : refuse('nothing_left');
}
