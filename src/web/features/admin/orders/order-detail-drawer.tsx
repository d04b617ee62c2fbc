import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { useOrder } from './api/get-order';
import { OrderPayment, OrderRefunds, OrderSummary } from './order-detail-sections';

/** One order as an operator needs it: amounts, coupon, method, gateway details and every refund. */
export function OrderDetailDrawer({ paymentid, onClose }: { paymentid: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const order = useOrder(paymentid);
  const data = order.data;

  return (
    <Drawer
      opened={paymentid !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('payment.detailTitle')}
    >
      <ErrorAlert error={order.error} />
      {order.isPending && paymentid !== null && <Skeleton height={400} />}
      {data && (
        <Stack>
          <OrderSummary order={data} />
          <OrderPayment order={data} />
          <OrderRefunds order={data} />
        </Stack>
      )}
    </Drawer>
  );
}
