import type { CourseProgressItem } from '@shared/contract/admin-report';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type AdminColumn, AdminTable } from '../components/admin-table';

/** Per course: members holding access, how many started, how many finished, how far they got on average. */
export function ProgressTable({ report }: { report: UseQueryResult<CourseProgressItem[]> }) {
  const { t } = useTranslation();
  const columns: AdminColumn<CourseProgressItem>[] = [
    { key: 'contentsid', label: t('admin.reports.courseId'), exportOnly: true },
    { key: 'title', label: t('admin.reports.course') },
    { key: 'lessons', label: t('admin.reports.lessons') },
    { key: 'enrolled', label: t('admin.reports.enrolled') },
    { key: 'started', label: t('admin.reports.started') },
    { key: 'completed', label: t('admin.reports.completed') },
    {
      key: 'averageProgress',
      label: t('admin.reports.averageProgress'),
      render: (row) => `${row.averageProgress}%`,
    },
  ];
  return (
    <AdminTable
      columns={columns}
      rows={report.data}
      loading={report.isPending}
      error={report.error}
      rowKey={(row) => row.contentsid}
      exportAll={{ filename: 'learner-progress.csv', fetch: async () => report.data ?? [] }}
    />
  );
}
