import { Card, Group, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { ReportUnit, SalesFigures } from '@shared/contract/admin-report';
import { seoulDay } from '@shared/seoul-time';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { formatKrw } from '../../../lib/format';
import type { SalesPeriod } from './api/get-sales-report';

/** The Korean month so far, by day: where a sales screen opens. */
export function thisMonth(): SalesPeriod {
  const today = seoulDay(Date.now());
  return { from: `${today.slice(0, 8)}01`, to: today, unit: 'day' };
}

/** The period of a sales screen: a range of Korean days, summed by day or by month. */
export function SalesPeriodPicker({
  period,
  onChange,
}: {
  period: SalesPeriod;
  onChange(period: SalesPeriod): void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end">
      <DatePickerInput
        type="range"
        label={t('admin.reports.periodRange')}
        miw={240}
        value={[period.from, period.to]}
        onChange={([from, to]) => {
          if (from && to) onChange({ ...period, from: from.slice(0, 10), to: to.slice(0, 10) });
        }}
      />
      <SegmentedControl
        aria-label={t('admin.reports.unit')}
        value={period.unit}
        onChange={(unit) => onChange({ ...period, unit: unit as ReportUnit })}
        data={[
          { value: 'day', label: t('admin.reports.units.day') },
          { value: 'month', label: t('admin.reports.units.month') },
        ]}
      />
    </Group>
  );
}

export function SalesTotals({ totals }: { totals: SalesFigures }) {
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
