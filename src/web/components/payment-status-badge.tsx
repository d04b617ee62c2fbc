import type { PaymentListItem } from '@shared/contract/payment';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from './tone-badge';

/**
 * A cancelled order either never took money (an unpaid virtual account withdrawn) or was refunded
 * in full; the cancelled amount tells which.
 */
export function statusKey(
  item: Pick<PaymentListItem, 'status' | 'canceledAmount'> &
    Partial<Pick<PaymentListItem, 'refundRequested' | 'refundAccountNeeded'>>,
): string {
  if (item.status === 'canceled') return item.canceledAmount > 0 ? 'refunded' : 'canceled';
  // A cancelled session's refund waits for the member's bank account: theirs to act on.
  if (item.refundAccountNeeded) return 'refund_account_needed';
  // Paid, and the member is waiting for the refund they asked for.
  if (item.refundRequested) return 'refund_requested';
  return item.status;
}

const COLORS: Record<string, string> = {
  done: 'emerald',
  waiting_for_deposit: 'yellow',
  refunded: 'gray',
  canceled: 'gray',
  partial_canceled: 'orange',
  refund_requested: 'violet',
  refund_account_needed: 'yellow',
  expired: 'gray',
  failed: 'red',
  ready: 'blue',
};

/** An order's status, the same in the member's payment history and in the admin console. */
export function PaymentStatusBadge({ item }: { item: Parameters<typeof statusKey>[0] }) {
  const { t } = useTranslation();
  const key = statusKey(item);
  return (
    <ToneBadge color={COLORS[key]!} data-testid="payment-status">
      {t(`payment.status.${key}`)}
    </ToneBadge>
  );
}
