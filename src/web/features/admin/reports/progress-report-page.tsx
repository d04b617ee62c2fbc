import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminPageTitle } from '../components/page-title';
import { useProgressReport } from './api/get-progress-report';
import { ProgressTable } from './progress-table';

/** Per course: members holding access, how many started, how many finished, and how far they got on average. */
export default function ProgressReportPage() {
  const { t } = useTranslation();
  const report = useProgressReport();
  return (
    <Stack>
      <AdminPageTitle>{t('admin.nav.progressReport')}</AdminPageTitle>
      <Text size="xs" c="dimmed">
        {t('admin.reports.progressHint')}
      </Text>
      <ProgressTable report={report} />
    </Stack>
  );
}
