import type { PaymentListItem } from '@shared/contract/payment';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge';

const COLORS: Record<string, string> = {
  done: 'emerald',
  waiting_for_deposit: 'yellow',
  refunded: 'gray',
  canceled: 'gray',
  partial_canceled: 'orange',
  expired: 'gray',
  failed: 'red',
  ready: 'blue',
};

/** A cancelled order that took money was refunded in full; one that took none was withdrawn unpaid. */
export function OrderStatusBadge({ order }: { order: Pick<PaymentListItem, 'status' | 'canceledAmount'> }) {
  const { t } = useTranslation();
  const key = order.status === 'canceled' && order.canceledAmount > 0 ? 'refunded' : order.status;
  return <ToneBadge color={COLORS[key]!}>{t(`payment.status.${key}`)}</ToneBadge>;
}
