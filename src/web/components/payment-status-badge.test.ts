import { describe, expect, it } from 'vitest';
import { statusKey } from './payment-status-badge';

describe('statusKey', () => {
  it('tells a refund from a withdrawn unpaid order by the cancelled amount', () => {
    expect(statusKey({ status: 'canceled', canceledAmount: 99_000 })).toBe('refunded');
    expect(statusKey({ status: 'canceled', canceledAmount: 0 })).toBe('canceled');
  });

  it('keeps the other statuses as the server names them', () => {
    expect(statusKey({ status: 'partial_canceled', canceledAmount: 10_000 })).toBe('partial_canceled');
    expect(statusKey({ status: 'waiting_for_deposit', canceledAmount: 0 })).toBe('waiting_for_deposit');
  });
});
