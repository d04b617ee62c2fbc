import { Card, Group, Select, Skeleton, Title } from '@mantine/core';
import type { SalesReport } from '@shared/contract/admin-report';
import { seoulDay } from '@shared/seoul-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { AdminTable } from '../components/admin-table';
import { useSalesReport } from './api/get-sales-report';
import { figureColumns, periodBoundColumns } from './figure-columns';

type MonthRow = SalesReport['series'][number];

/** The monthly close: a year's months side by side with the year's total, as the books are closed. */
export function MonthlyClose() {
  const { t } = useTranslation();
  const thisYear = Number(seoulDay(Date.now()).slice(0, 4));
  const [year, setYear] = useState(String(thisYear));
  const report = useSalesReport({ from: `${year}-01-01`, to: `${year}-12-31`, unit: 'month' });
  const data = report.data;
  const total: MonthRow | null = data
    ? {
        period: t('admin.reports.yearTotal', { year }),
        start: data.series[0]!.start,
        end: data.series.at(-1)!.end,
        ...data.totals,
      }
    : null;
  const rows = data && total ? [...data.series, total] : undefined;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          {t('admin.reports.monthlyClose')}
        </Title>
        <Select
          label={t('admin.reports.year')}
          w={120}
          allowDeselect={false}
          value={year}
          onChange={(value) => setYear(value ?? String(thisYear))}
          data={Array.from({ length: 5 }, (_, index) => String(thisYear - index))}
        />
      </Group>
      <ErrorAlert error={report.error} />
      {!rows && !report.error && <Skeleton height={200} />}
      {rows && (
        <AdminTable
          columns={[
            { key: 'period', label: t('admin.reports.month') },
            ...periodBoundColumns<MonthRow>(t),
            ...figureColumns<MonthRow>(t),
          ]}
          rows={rows}
          rowKey={(row) => row.period}
          exportAll={{ filename: `monthly-close-${year}.csv`, fetch: async () => rows }}
        />
      )}
    </Card>
  );
}
