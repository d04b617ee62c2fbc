import { Anchor, Button, Group, SegmentedControl, Text } from '@mantine/core';
import type { AdminRefundItem } from '@shared/contract/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime, formatKrw } from '../../../lib/format';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { AdminPageTitle } from '../components/page-title';
import { useListFilters } from '../components/use-list-filters';
import { OrderDetailDrawer } from '../orders/order-detail-drawer';
import { type RefundFilter, useRefunds } from './api/get-refunds';
import { RefundDecisionModal } from './refund-decision-modal';

const FILTERS = ['requested', 'approved', 'rejected', 'all'] as const;

export default function RefundsPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { filter, update, page, setPage, sorting } = useListFilters<
    Omit<RefundFilter, 'status'> & { status: (typeof FILTERS)[number] }
  >({ status: 'requested' });
  const refunds = useRefunds(
    { ...filter, status: filter.status === 'all' ? undefined : filter.status },
    page,
  );
  const [deciding, setDeciding] = useState<{
    refund: AdminRefundItem;
    decision: 'approve' | 'reject';
  } | null>(null);
  const [order, setOrder] = useState<number | null>(null);

  const columns: AdminColumn<AdminRefundItem>[] = [
    { key: 'requestedAt', label: t('admin.refunds.requestedAt'), kind: 'instant', sortable: true },
    {
      key: 'userEmail',
      label: t('admin.orders.member'),
      sortable: true,
      value: (row) => `${row.userName} <${row.userEmail}>`,
    },
    {
      key: 'orderName',
      label: t('payment.orderName'),
      sortable: true,
      render: (row) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setOrder(row.paymentid)} ta="left">
          {row.orderName}
        </Anchor>
      ),
    },
    { key: 'paidAmount', label: t('payment.amountPaid'), kind: 'krw', sortable: true, nowrap: true },
    {
      key: 'amount',
      label: t('admin.refunds.amount'),
      kind: 'krw',
      sortable: true,
      nowrap: true,
      render: (row) => (
        <Text size="sm">
          {formatKrw(row.amount, locale)}{' '}
          <Text span size="xs" c="dimmed">
            ({t(`admin.refunds.policies.${row.policy}`)})
          </Text>
        </Text>
      ),
    },
    { key: 'reason', label: t('admin.refunds.reason') },
    {
      key: 'status',
      label: t('admin.orders.status'),
      sortable: true,
      nowrap: true,
      value: (row) => t(`payment.refundStatus.${row.status}`),
      render: (row) => (
        <ToneBadge
          color={row.status === 'requested' ? 'blue' : row.status === 'approved' ? 'emerald' : 'gray'}
        >
          {t(`payment.refundStatus.${row.status}`)}
        </ToneBadge>
      ),
    },
    {
      key: 'actions',
      label: t('admin.content.actions'),
      nowrap: true,
      value: (row) => row.adminNote,
      render: (row) =>
        row.status === 'requested' && row.origin === 'session' ? (
          <Text size="xs" c="dimmed" maw={260}>
            {t('admin.refunds.awaitingMemberAccount')}
          </Text>
        ) : row.status === 'requested' ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" onClick={() => setDeciding({ refund: row, decision: 'approve' })}>
              {t('admin.refunds.approve')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setDeciding({ refund: row, decision: 'reject' })}
            >
              {t('admin.refunds.reject')}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {row.decidedAt ? formatDateTime(row.decidedAt, locale) : ''}
            {row.adminNote ? ` · ${row.adminNote}` : ''}
          </Text>
        ),
    },
  ];

  return (
    <>
      <AdminPageTitle>{t('admin.nav.refunds')}</AdminPageTitle>
      <SegmentedControl
        mb="md"
        aria-label={t('admin.orders.status')}
        value={filter.status}
        onChange={(value) => update({ status: value as (typeof FILTERS)[number] })}
        data={FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('payment.tabs.all') : t(`payment.refundStatus.${value}`),
        }))}
      />
      <AdminTable
        columns={columns}
        {...pagedListProps(refunds)}
        rowKey={(row) => row.refundid}
        page={page}
        onPage={setPage}
        {...sorting}
      />
      {deciding && (
        <RefundDecisionModal
          key={deciding.refund.refundid}
          refund={deciding.refund}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
      <OrderDetailDrawer paymentid={order} onClose={() => setOrder(null)} />
    </>
  );
}
