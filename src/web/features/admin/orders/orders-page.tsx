import { Anchor, Group, Switch } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { ADMIN_ORDER_STATUSES, type AdminOrderItem } from '@shared/contract/admin-commerce';
import { ORDER_KINDS } from '@shared/contract/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge, statusKey } from '../../../components/payment-status-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatKrw } from '../../../lib/format';
import { paymentMethodName } from '../../../lib/payment-method-name';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { FilterSelect, SearchField } from '../components/list-filters';
import { AdminPageTitle } from '../components/page-title';
import { useListFilters } from '../components/use-list-filters';
import { fetchAllOrders, type OrderFilter, useOrders } from './api/get-orders';
import { OrderDetailDrawer } from './order-detail-drawer';

/** 'YYYY-MM-DD' of a picked day; the server reads a bare day as a day in Korea. */
const day = (value: string | null) => (value ? value.slice(0, 10) : undefined);

export default function OrdersPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { filter, update, page, setPage, sorting } = useListFilters<OrderFilter>({});
  const [open, setOpen] = useState<number | null>(null);
  const orders = useOrders(filter, page);

  const columns: AdminColumn<AdminOrderItem>[] = [
    { key: 'createdAt', label: t('payment.orderedAt'), kind: 'instant', sortable: true },
    {
      key: 'orderId',
      label: t('payment.orderId'),
      sortable: true,
      render: (row) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setOpen(row.paymentid)}>
          {row.orderId}
        </Anchor>
      ),
    },
    { key: 'orderName', label: t('payment.orderName'), sortable: true },
    {
      key: 'userEmail',
      label: t('admin.orders.member'),
      sortable: true,
      value: (row) => `${row.userName} <${row.userEmail}>`,
    },
    {
      key: 'kind',
      label: t('admin.orders.kind'),
      sortable: true,
      nowrap: true,
      value: (row) => t(`payment.kinds.${row.kind}`),
    },
    {
      key: 'method',
      label: t('payment.method'),
      sortable: true,
      value: (row) => paymentMethodName(t, row),
    },
    { key: 'amount', label: t('payment.amountPaid'), kind: 'krw', sortable: true, nowrap: true },
    {
      key: 'canceledAmount',
      label: t('payment.refundedTotal'),
      kind: 'krw',
      sortable: true,
      nowrap: true,
      render: (row) => (row.canceledAmount ? formatKrw(row.canceledAmount, locale) : '–'),
    },
    {
      key: 'status',
      label: t('admin.orders.status'),
      sortable: true,
      nowrap: true,
      value: (row) => t(`payment.status.${statusKey(row)}`),
      render: (row) => <PaymentStatusBadge item={row} />,
    },
  ];

  return (
    <>
      <AdminPageTitle>{t('admin.nav.orders')}</AdminPageTitle>
      <Group mb="md" align="flex-end">
        <SearchField
          label={t('admin.orders.member')}
          placeholder={t('admin.orders.memberPlaceholder')}
          onSearch={(q) => update({ q })}
        />
        <SearchField
          label={t('payment.orderId')}
          leftSection={null}
          onSearch={(orderId) => update({ orderId })}
        />
        <FilterSelect
          label={t('admin.orders.status')}
          options={ADMIN_ORDER_STATUSES}
          optionLabel={(value) => t(`payment.status.${value}`)}
          value={filter.status}
          onChange={(status) => update({ status })}
        />
        <FilterSelect
          label={t('admin.orders.kind')}
          options={ORDER_KINDS}
          optionLabel={(value) => t(`payment.kinds.${value}`)}
          value={filter.kind}
          onChange={(kind) => update({ kind })}
        />
        <DatePickerInput
          type="range"
          label={t('admin.orders.period')}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          miw={220}
          value={[filter.from ?? null, filter.to ?? null]}
          onChange={([from, to]) => update({ from: day(from), to: day(to) })}
        />
        <Switch
          label={t('admin.orders.showAbandoned')}
          checked={filter.abandoned === '1'}
          onChange={(event) => update({ abandoned: event.currentTarget.checked ? '1' : undefined })}
          mb={6}
        />
      </Group>
      <AdminTable
        columns={columns}
        {...pagedListProps(orders)}
        rowKey={(row) => row.paymentid}
        page={page}
        onPage={setPage}
        {...sorting}
        exportAll={{
          filename: 'orders.csv',
          fetch: () => fetchAllOrders(filter),
        }}
      />
      <OrderDetailDrawer paymentid={open} onClose={() => setOpen(null)} />
    </>
  );
}
