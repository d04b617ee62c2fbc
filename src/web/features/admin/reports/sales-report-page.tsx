import { BarChart } from '@mantine/charts';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SalesReport } from '@shared/contract/admin-report';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { currentLocale } from '../../../i18n/i18n';
import { formatKrw } from '../../../lib/format';
import { AdminTable } from '../components/admin-table';
import { AdminPageTitle } from '../components/page-title';
import { type SalesPeriod, useSalesReport } from './api/get-sales-report';
import { figureColumns, periodBoundColumns } from './figure-columns';
import { MonthlyClose } from './monthly-close';
import { SalesBreakdown } from './sales-breakdown';
import { SalesPeriodPicker, SalesTotals, thisMonth } from './sales-controls';

type SeriesRow = SalesReport['series'][number];

/** Sales for a period of Korean days or months: totals, a chart, each period and the breakdowns; CSV for each. */
export default function SalesReportPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [period, setPeriod] = useState<SalesPeriod>(thisMonth);
  const report = useSalesReport(period);
  const data = report.data;
  const seriesColumns = [
    { key: 'period', label: t('admin.reports.period') },
    ...periodBoundColumns<SeriesRow>(t),
    ...figureColumns<SeriesRow>(t),
  ];

  return (
    <Stack>
      <AdminPageTitle>{t('admin.nav.salesReport')}</AdminPageTitle>
      <SalesPeriodPicker period={period} onChange={setPeriod} />
      <Text size="xs" c="dimmed">
        {t('admin.reports.hint')}
      </Text>
      <ErrorAlert error={report.error} />
      {!data && !report.error && <Skeleton height={320} />}
      {data && (
        <>
          <SalesTotals totals={data.totals} />
          <Card withBorder>
            <Title order={2} fz="md" mb="sm">
              {t('admin.reports.chart')}
            </Title>
            <BarChart
              h={260}
              data={data.series.map((row) => ({
                period: row.period,
                net: row.net,
                discounts: row.discounts,
                refunds: row.refunds,
              }))}
              dataKey="period"
              series={[
                { name: 'net', label: t('admin.reports.net'), color: 'emerald.6' },
                { name: 'discounts', label: t('admin.reports.discounts'), color: 'yellow.6' },
                { name: 'refunds', label: t('admin.reports.refunds'), color: 'red.6' },
              ]}
              valueFormatter={(value) => formatKrw(value, locale)}
              withLegend
            />
          </Card>
          <Title order={2} fz="md">
            {t('admin.reports.byPeriod')}
          </Title>
          <AdminTable
            columns={seriesColumns}
            rows={data.series}
            rowKey={(row) => row.period}
            exportAll={{ filename: `sales-${data.from}_${data.to}.csv`, fetch: async () => data.series }}
          />
          <SalesBreakdown report={data} />
        </>
      )}
      <MonthlyClose />
    </Stack>
  );
}
