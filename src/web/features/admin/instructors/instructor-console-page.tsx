import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { AdminPageTitle } from '../components/page-title';
import type { SalesPeriod } from '../reports/api/get-sales-report';
import { ProgressTable } from '../reports/progress-table';
import { SalesBreakdown } from '../reports/sales-breakdown';
import { SalesPeriodPicker, SalesTotals, thisMonth } from '../reports/sales-controls';
import { useMyCourses } from './api/get-my-courses';
import { useMySales } from './api/get-my-sales';

/**
 * /admin/instructor: the instructor's own courses, their learners' progress and their sales, read
 * from the console's reports narrowed by the server to the courses assigned to the caller.
 */
export default function InstructorConsolePage() {
  const { t } = useTranslation();
  const courses = useMyCourses();
  const [period, setPeriod] = useState<SalesPeriod>(thisMonth);
  const sales = useMySales(period);
  const noCourses = courses.data?.length === 0;
  return (
    <Stack>
      <AdminPageTitle>{t('admin.nav.instructorConsole')}</AdminPageTitle>
      <Text size="xs" c="dimmed">
        {t('admin.instructors.consoleHint')}
      </Text>
      <Title order={2} fz="md">
        {t('admin.instructors.progressHeading')}
      </Title>
      {noCourses ? (
        <Text c="dimmed" data-testid="instructor-no-courses">
          {t('admin.instructors.noCourses')}
        </Text>
      ) : (
        <ProgressTable report={courses} />
      )}
      <Title order={2} fz="md">
        {t('admin.instructors.salesHeading')}
      </Title>
      <SalesPeriodPicker period={period} onChange={setPeriod} />
      <ErrorAlert error={sales.error} />
      {!sales.data && !sales.error && <Skeleton height={120} />}
      {sales.data && (
        <>
          <SalesTotals totals={sales.data.totals} />
          <SalesBreakdown report={sales.data} />
        </>
      )}
    </Stack>
  );
}
