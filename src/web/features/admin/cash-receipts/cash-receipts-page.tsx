import { Anchor, Stack, Text } from '@mantine/core';
import {
  type AdminCashReceiptItem,
  CASH_RECEIPT_STATUSES,
  type CashReceiptStatus,
} from '@shared/contract/payment';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { AdminPageTitle } from '../components/page-title';
import { type StatusChoice, StatusFilter, statusOf } from '../components/status-filter';
import { useListFilters } from '../components/use-list-filters';
import { useOrderOfRecord } from '../orders/order-of-record';
import { useCashReceipts } from './api/get-cash-receipts';

const STATUS_COLOR = { requested: 'blue', issued: 'emerald', canceled: 'gray', failed: 'red' } as const;

/**
 * Buyers' 현금영수증 on bank-transfer orders. The provider issues and cancels them with the payment;
 * the operator looks here for one that failed (to tell the buyer) or is still waiting.
 */
export default function CashReceiptsPage() {
  const { t } = useTranslation();
  const { filter, update, page, setPage } = useListFilters<{ status: StatusChoice<CashReceiptStatus> }>({
    status: 'all',
  });
  const receipts = useCashReceipts({ status: statusOf(filter.status) }, page);
  const { orderColumn, drawer } = useOrderOfRecord<AdminCashReceiptItem>();
  const statusText = (status: CashReceiptStatus) => t(`admin.cashReceipts.status.${status}`);

  const columns: AdminColumn<AdminCashReceiptItem>[] = [
    { key: 'requestedAt', label: t('admin.cashReceipts.requestedAt'), kind: 'instant' },
    {
      key: 'userName',
      label: t('admin.cashReceipts.buyer'),
      value: (row) => `${row.userName} (${row.userEmail})`,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.userName}</Text>
          <Text size="xs" c="dimmed">
            {row.userEmail}
          </Text>
        </Stack>
      ),
    },
    orderColumn,
    {
      key: 'purpose',
      label: t('admin.cashReceipts.purpose'),
      value: (row) => t(`admin.cashReceipts.purposes.${row.purpose}`),
    },
    { key: 'netAmount', label: t('admin.cashReceipts.netAmount'), kind: 'krw', nowrap: true },
    {
      key: 'status',
      label: t('admin.orders.status'),
      nowrap: true,
      value: (row) => statusText(row.status),
      render: (row) => (
        <Stack gap={2} align="flex-start">
          <ToneBadge color={STATUS_COLOR[row.status]} data-testid="cash-receipt-status">
            {statusText(row.status)}
          </ToneBadge>
          {row.failureCode && (
            <Text size="xs" c="red.8">
              {row.failureCode}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'issueNumber',
      label: t('admin.cashReceipts.issueNumber'),
      value: (row) => row.issueNumber,
      render: (row) =>
        row.receiptUrl ? (
          <Anchor href={row.receiptUrl} target="_blank" rel="noopener" size="sm">
            {row.issueNumber ?? t('admin.cashReceipts.view')}
          </Anchor>
        ) : (
          row.issueNumber
        ),
    },
    { key: 'issuedAt', label: t('admin.cashReceipts.issuedAt'), kind: 'instant' },
  ];

  return (
    <>
      <AdminPageTitle>{t('admin.nav.cashReceipts')}</AdminPageTitle>
      <Text size="sm" c="dimmed" mb="sm">
        {t('admin.cashReceipts.note')}
      </Text>
      <StatusFilter
        statuses={CASH_RECEIPT_STATUSES}
        value={filter.status}
        onChange={(status) => update({ status })}
        statusLabel={statusText}
      />
      <AdminTable
        columns={columns}
        {...pagedListProps(receipts)}
        rowKey={(row) => row.cashReceiptId}
        page={page}
        onPage={setPage}
      />
      {drawer}
    </>
  );
}
