import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CREDIT_REPORT_FORMATS, type CreditReportQuery, creditReportQuery } from '@shared/contract/credits';
import { seoulDay } from '@shared/seoul-time';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/query-states';
import { zodFormValidator } from '../../../../lib/zod-form';
import { DayInput } from '../../components/day-input';
import { useDownloadCreditReport } from '../api/download-credit-report';

/** From the first of January to today, in Korea: the year the members' 연수평점 count for. */
function thisYear(): CreditReportQuery {
  const today = seoulDay(new Date());
  return { from: `${today.slice(0, 4)}-01-01`, to: today, format: 'xlsx' };
}

/**
 * The report to the accrediting body (decision 104): who earned the credits of this course or
 * session in a period of Korean days, downloaded as XLSX or CSV. Each download is audited.
 */
export function CreditReportPanel({ contentsid }: { contentsid: number }) {
  const { t } = useTranslation();
  const download = useDownloadCreditReport(contentsid);
  const form = useForm<CreditReportQuery>({
    initialValues: thisYear(),
    validate: zodFormValidator(creditReportQuery),
  });
  const onSubmit = form.onSubmit((values) => download.mutate(values));
  const rows = download.data;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="credit-report-title" data-testid="credit-report">
      <Stack>
        <Title order={2} fz="lg" id="credit-report-title">
          {t('admin.credits.report.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.credits.report.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DayInput form={form} field="from" label={t('admin.credits.report.from')} />
          <DayInput form={form} field="to" label={t('admin.credits.report.to')} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="credit-report-format">
              {t('admin.credits.report.format')}
            </Text>
            <SegmentedControl
              aria-labelledby="credit-report-format"
              data={CREDIT_REPORT_FORMATS.map((value) => ({
                value,
                label: t(`admin.credits.report.formats.${value}`),
              }))}
              {...form.getInputProps('format')}
            />
          </Stack>
        </SimpleGrid>
        <ErrorAlert error={download.error} />
        {rows !== undefined && !download.isPending && (
          <Alert color={rows ? 'emerald' : 'yellow'} role="status" data-testid="credit-report-result">
            {rows ? t('admin.credits.report.downloaded', { count: rows }) : t('admin.credits.report.empty')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={download.isPending}>
            {t('admin.credits.report.download')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
