import { Anchor } from '@mantine/core';
import type { OrderOfRecord } from '@shared/contract/order-record';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminColumn } from '../components/admin-table';
import { OrderDetailDrawer } from './order-detail-drawer';

/**
 * The order a listed record (a tax invoice, a cash receipt) belongs to: a column with the order's
 * name, which opens the order's detail beside the list, and that drawer.
 */
export function useOrderOfRecord<Row extends OrderOfRecord>() {
  const { t } = useTranslation();
  const [paymentid, setPaymentid] = useState<number | null>(null);
  const orderColumn: AdminColumn<Row> = {
    key: 'orderName',
    label: t('payment.orderName'),
    render: (row) => (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setPaymentid(row.paymentid)}
        ta="left"
      >
        {row.orderName}
      </Anchor>
    ),
  };
  const drawer = <OrderDetailDrawer paymentid={paymentid} onClose={() => setPaymentid(null)} />;
  return { orderColumn, drawer };
}
