import { Button, Stack, Text } from '@mantine/core';
import {
  type AdminTaxInvoiceItem,
  TAX_INVOICE_STATUSES,
  type TaxInvoiceStatus,
} from '@shared/contract/tax-invoice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate, formatKrw } from '../../../lib/format';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { AdminPageTitle } from '../components/page-title';
import { type StatusChoice, StatusFilter, statusOf } from '../components/status-filter';
import { useListFilters } from '../components/use-list-filters';
import { useOrderOfRecord } from '../orders/order-of-record';
import { useTaxInvoices } from './api/get-tax-invoices';
import { MarkIssuedModal } from './mark-issued-modal';

const STATUS_COLOR = { requested: 'blue', issued: 'emerald', canceled: 'gray' } as const;

/** Partners' 세금계산서 requests: the operator issues each elsewhere and records it here. */
export default function TaxInvoicesPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { filter, update, page, setPage } = useListFilters<{ status: StatusChoice<TaxInvoiceStatus> }>({
    status: 'requested',
  });
  const invoices = useTaxInvoices({ status: statusOf(filter.status) }, page);
  const [issuing, setIssuing] = useState<AdminTaxInvoiceItem | null>(null);
  const { orderColumn, drawer } = useOrderOfRecord<AdminTaxInvoiceItem>();

  const columns: AdminColumn<AdminTaxInvoiceItem>[] = [
    { key: 'requestedAt', label: t('admin.taxInvoices.requestedAt'), kind: 'instant' },
    {
      key: 'companyName',
      label: t('admin.taxInvoices.business'),
      value: (row) => `${row.companyName} (${row.businessNumber})`,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.companyName}</Text>
          <Text size="xs" c="dimmed">
            {row.businessNumber} · {row.ceoName} · {row.userEmail}
          </Text>
        </Stack>
      ),
    },
    orderColumn,
    { key: 'netAmount', label: t('admin.taxInvoices.netAmount'), kind: 'krw', nowrap: true },
    {
      key: 'status',
      label: t('admin.orders.status'),
      nowrap: true,
      value: (row) => t(`payment.taxInvoice.status.${row.status}`),
      render: (row) => (
        <ToneBadge color={STATUS_COLOR[row.status]}>{t(`payment.taxInvoice.status.${row.status}`)}</ToneBadge>
      ),
    },
    {
      key: 'invoiceNumber',
      label: t('admin.taxInvoices.invoice'),
      value: (row) => row.invoiceNumber,
      render: (row) =>
        row.status === 'requested' ? (
          <Button size="xs" onClick={() => setIssuing(row)}>
            {t('admin.taxInvoices.markIssued')}
          </Button>
        ) : (
          <Stack gap={0}>
            {row.invoiceNumber && <Text size="sm">{row.invoiceNumber}</Text>}
            {row.issueDate && row.issuedAmount !== null && (
              <Text size="xs" c="dimmed">
                {formatDate(row.issueDate, locale)} ·{' '}
                {t('admin.taxInvoices.issuedFor', { amount: formatKrw(row.issuedAmount, locale) })}
              </Text>
            )}
            {row.amendmentNeeded && row.issuedAmount !== null && (
              <Text size="xs" c="red.8">
                {t('admin.taxInvoices.amendmentNeeded', {
                  amount: formatKrw(row.netAmount - row.issuedAmount, locale),
                })}
              </Text>
            )}
          </Stack>
        ),
    },
  ];

  return (
    <>
      <AdminPageTitle>{t('admin.nav.taxInvoices')}</AdminPageTitle>
      <Text size="sm" c="dimmed" mb="sm">
        {t('admin.taxInvoices.manualNote')}
      </Text>
      <StatusFilter
        statuses={TAX_INVOICE_STATUSES}
        value={filter.status}
        onChange={(status) => update({ status })}
        statusLabel={(status) => t(`payment.taxInvoice.status.${status}`)}
      />
      <AdminTable
        columns={columns}
        {...pagedListProps(invoices)}
        rowKey={(row) => row.taxInvoiceId}
        page={page}
        onPage={setPage}
      />
      {issuing && (
        <MarkIssuedModal key={issuing.taxInvoiceId} invoice={issuing} onClose={() => setIssuing(null)} />
      )}
      {drawer}
    </>
  );
}
