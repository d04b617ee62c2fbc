import { BarChart } from '@mantine/charts';
import { Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { ReportUnit, SalesFigures, SalesReport } from '@shared/contract/admin-report';
import { seoulDay } from '@shared/seoul-time';
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

type SeriesRow = SalesReport['series'][number];

function Totals({ totals }: { totals: SalesFigures }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const cells = [
    ['gross', formatKrw(totals.gross, locale)],
    ['discounts', formatKrw(totals.discounts, locale)],
    ['refunds', formatKrw(totals.refunds, locale)],
    ['net', formatKrw(totals.net, locale)],
    ['orders', String(totals.orders)],
    ['refundCount', String(totals.refundCount)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
      {cells.map(([key, value]) => (
        <Card withBorder padding="sm" key={key}>
          <Text size="xs" c="dimmed" fw={700}>
            {t(`admin.reports.${key}`)}
          </Text>
          <Text fz="lg" fw={800} data-testid={`total-${key}`}>
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Sales for a period of Korean days or months: totals, a chart, each period and the breakdowns; CSV for each. */
export default function SalesReportPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const today = seoulDay(Date.now());
  const [period, setPeriod] = useState<SalesPeriod>({
    from: `${today.slice(0, 8)}01`,
    to: today,
    unit: 'day',
  });
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
      <Group align="flex-end">
        <DatePickerInput
          type="range"
          label={t('admin.reports.periodRange')}
          miw={240}
          value={[period.from, period.to]}
          onChange={([from, to]) => {
            if (from && to) setPeriod({ ...period, from: from.slice(0, 10), to: to.slice(0, 10) });
          }}
        />
        <SegmentedControl
          aria-label={t('admin.reports.unit')}
          value={period.unit}
          onChange={(unit) => setPeriod({ ...period, unit: unit as ReportUnit })}
          data={[
            { value: 'day', label: t('admin.reports.units.day') },
            { value: 'month', label: t('admin.reports.units.month') },
          ]}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('admin.reports.hint')}
      </Text>
      <ErrorAlert error={report.error} />
      {!data && !report.error && <Skeleton height={320} />}
      {data && (
        <>
          <Totals totals={data.totals} />
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
