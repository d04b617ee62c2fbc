import { Anchor, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminOrderItem } from '@shared/contract/admin-commerce';
import { ORDER_KINDS, PAYMENT_STATUSES } from '@shared/contract/payment';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime, formatKrw } from '../../../lib/format';
import { fetchAllPages } from '../api/fetch-all-pages';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { AdminPageTitle } from '../components/page-title';
import { type OrderFilter, useOrders } from './api/admin-orders';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderStatusBadge } from './order-status-badge';

/** 'YYYY-MM-DD' of a picked day; the server reads a bare day as a day in Korea. */
const day = (value: string | null) => (value ? value.slice(0, 10) : undefined);

export default function OrdersPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [member, setMember] = useState('');
  const [orderId, setOrderId] = useState('');
  const [typed] = useDebouncedValue({ member: member.trim(), orderId: orderId.trim() }, 300);
  const [status, setStatus] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const filter: OrderFilter = {
    q: typed.member || undefined,
    orderId: typed.orderId || undefined,
    status: (status as OrderFilter['status']) ?? undefined,
    kind: (kind as OrderFilter['kind']) ?? undefined,
    from: day(range[0]),
    to: day(range[1]),
  };
  const orders = useOrders(filter, page);
  const reset = () => setPage(1);

  const columns: AdminColumn<AdminOrderItem>[] = [
    {
      key: 'createdAt',
      label: t('payment.orderedAt'),
      value: (row) => formatDateTime(row.createdAt, locale),
    },
    {
      key: 'orderId',
      label: t('payment.orderId'),
      render: (row) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setOpen(row.paymentid)}>
          {row.orderId}
        </Anchor>
      ),
    },
    { key: 'orderName', label: t('payment.orderName') },
    {
      key: 'userEmail',
      label: t('admin.orders.member'),
      value: (row) => `${row.userName} <${row.userEmail}>`,
    },
    { key: 'kind', label: t('admin.orders.kind'), value: (row) => t(`payment.kinds.${row.kind}`) },
    { key: 'method', label: t('payment.method'), value: (row) => t(`payment.methods.${row.method}`) },
    {
      key: 'amount',
      label: t('payment.amountPaid'),
      value: (row) => row.amount,
      render: (row) => formatKrw(row.amount, locale),
    },
    {
      key: 'canceledAmount',
      label: t('payment.refundedTotal'),
      value: (row) => row.canceledAmount,
      render: (row) => (row.canceledAmount ? formatKrw(row.canceledAmount, locale) : '–'),
    },
    {
      key: 'status',
      label: t('admin.orders.status'),
      value: (row) => t(`payment.status.${row.status}`),
      render: (row) => <OrderStatusBadge order={row} />,
    },
  ];

  return (
    <>
      <AdminPageTitle>{t('admin.nav.orders')}</AdminPageTitle>
      <Group mb="md" align="flex-end">
        <TextInput
          label={t('admin.orders.member')}
          placeholder={t('admin.orders.memberPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={member}
          onChange={(event) => {
            setMember(event.currentTarget.value);
            reset();
          }}
        />
        <TextInput
          label={t('payment.orderId')}
          value={orderId}
          onChange={(event) => {
            setOrderId(event.currentTarget.value);
            reset();
          }}
        />
        <Select
          label={t('admin.orders.status')}
          clearable
          value={status}
          onChange={(value) => {
            setStatus(value);
            reset();
          }}
          data={PAYMENT_STATUSES.map((value) => ({ value, label: t(`payment.status.${value}`) }))}
        />
        <Select
          label={t('admin.orders.kind')}
          clearable
          value={kind}
          onChange={(value) => {
            setKind(value);
            reset();
          }}
          data={ORDER_KINDS.map((value) => ({ value, label: t(`payment.kinds.${value}`) }))}
        />
        <DatePickerInput
          type="range"
          label={t('admin.orders.period')}
          clearable
          miw={220}
          value={range}
          onChange={(value) => {
            setRange(value as [string | null, string | null]);
            reset();
          }}
        />
      </Group>
      <AdminTable
        columns={columns}
        rows={orders.data?.datas}
        rowKey={(row) => row.paymentid}
        loading={orders.isPending}
        error={orders.error}
        total={orders.data?.total}
        page={page}
        onPage={setPage}
        exportAll={{
          filename: 'orders.csv',
          fetch: () => fetchAllPages<AdminOrderItem>('/api/Admin/Orders', filter),
        }}
      />
      <OrderDetailDrawer paymentid={open} onClose={() => setOpen(null)} />
    </>
  );
}
