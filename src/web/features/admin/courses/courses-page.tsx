import { Badge } from '@mantine/core';
import type { AdminContentsListItem } from '@shared/contract/admin-catalogue';
import { useTranslation } from 'react-i18next';
import type { AdminColumn } from '../components/admin-table';
import { ContentsListPage } from './components/contents-list-page';
import { PublishedBadge, publishedLabel } from './components/published-badge';

export default function CoursesPage() {
  const { t } = useTranslation();
  const columns: AdminColumn<AdminContentsListItem>[] = [
    {
      key: 'category',
      label: t('catalogue.filterCategory'),
      value: (row) => [row.categoryName, row.subcategoryName].filter(Boolean).join(' › '),
    },
    { key: 'price', label: t('admin.catalogue.price'), kind: 'krw', sortable: true, nowrap: true },
    { key: 'lessonCount', label: t('admin.courses.lessons'), sortable: true },
    {
      key: 'readyVideoCount',
      label: t('admin.courses.videos'),
      value: (row) => `${row.readyVideoCount}/${row.lessonCount}`,
      render: (row) => (
        <Badge
          variant="light"
          color={row.lessonCount > 0 && row.readyVideoCount === row.lessonCount ? 'emerald' : 'orange'}
          aria-label={t('admin.courses.videosReady', { ready: row.readyVideoCount, total: row.lessonCount })}
        >
          {row.readyVideoCount}/{row.lessonCount}
        </Badge>
      ),
    },
    { key: 'enrolCount', label: t('admin.courses.enrolments'), sortable: true },
    {
      key: 'isPublished',
      label: t('admin.catalogue.state'),
      sortable: true,
      nowrap: true,
      value: (row) => publishedLabel(t, row.isPublished),
      render: (row) => <PublishedBadge published={row.isPublished} />,
    },
    { key: 'updatedAt', label: t('admin.catalogue.updatedAt'), kind: 'instant', sortable: true },
  ];

  return (
    <ContentsListPage
      conttype="course"
      title={t('admin.nav.courses')}
      newLabel={t('admin.courses.new')}
      columns={columns}
    />
  );
}
