import { Tabs } from '@mantine/core';
import type { SalesReport } from '@shared/contract/admin-report';
import { useTranslation } from 'react-i18next';
import { paymentMethodName } from '../../../lib/payment-method-name';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { figureColumns } from './figure-columns';

type Breakdown = 'byProduct' | 'byKind' | 'byCategory' | 'byMethod';

/** The period's figures by product, kind, category and payment method, each exportable as CSV. */
export function SalesBreakdown({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const suffix = `${report.from}_${report.to}`;
  function table<T extends SalesReport[Breakdown][number]>(
    name: Breakdown,
    rows: T[],
    first: AdminColumn<T>,
    rowKey: (row: T) => string,
  ) {
    return (
      <Tabs.Panel value={name} pt="sm">
        <AdminTable
          columns={[first, ...figureColumns<T>(t)]}
          rows={rows}
          rowKey={rowKey}
          exportAll={{ filename: `sales-${name}-${suffix}.csv`, fetch: async () => rows }}
        />
      </Tabs.Panel>
    );
  }
  const kind = (value: string) => t(`payment.kinds.${value}`);
  return (
    <Tabs defaultValue="byProduct">
      <Tabs.List>
        {(['byProduct', 'byKind', 'byCategory', 'byMethod'] as const).map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(`admin.reports.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {table(
        'byProduct',
        report.byProduct,
        {
          key: 'title',
          label: t('admin.reports.product'),
          value: (row) => row.title ?? kind(row.kind),
        },
        (row) => `${row.kind}-${row.contentsid}`,
      )}
      {table(
        'byKind',
        report.byKind,
        { key: 'kind', label: t('admin.orders.kind'), value: (row) => kind(row.kind) },
        (row) => row.kind,
      )}
      {table(
        'byCategory',
        report.byCategory,
        {
          key: 'name',
          label: t('admin.reports.category'),
          value: (row) => row.name ?? t('admin.reports.noCategory'),
        },
        (row) => String(row.categoryId),
      )}
      {table(
        'byMethod',
        report.byMethod,
        { key: 'method', label: t('payment.method'), value: (row) => paymentMethodName(t, row) },
        (row) => `${row.method}-${row.easyPayProvider ?? ''}`,
      )}
    </Tabs>
  );
}
