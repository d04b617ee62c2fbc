import { Badge, Group } from '@mantine/core';
import type { AdminContentsListItem } from '@shared/contract/admin-catalogue';
import { useTranslation } from 'react-i18next';
import type { AdminColumn } from '../components/admin-table';
import { ContentsListPage } from '../courses/components/contents-list-page';
import { PublishedBadge, publishedLabel } from '../courses/components/published-badge';

export default function TrainingsPage() {
  const { t } = useTranslation();
  const columns: AdminColumn<AdminContentsListItem>[] = [
    { key: 'startsAt', label: t('training.schedule'), kind: 'instant', sortable: true },
    {
      key: 'seats',
      label: t('training.seats'),
      sortable: true,
      nowrap: true,
      value: (row) => row.seatsTaken,
      render: (row) =>
        row.capacity === null ? `${row.seatsTaken} / ∞` : `${row.seatsTaken} / ${row.capacity}`,
    },
    { key: 'capacity', label: t('admin.trainings.capacity'), exportOnly: true },
    { key: 'price', label: t('admin.catalogue.price'), kind: 'krw', sortable: true, nowrap: true },
    {
      key: 'state',
      nowrap: true,
      label: t('admin.catalogue.state'),
      value: (row) =>
        `${publishedLabel(t, row.isPublished)} · ${
          row.recruittype === 'open' ? t('training.open') : t('training.closed')
        }`,
      render: (row) => (
        <Group gap={4}>
          <PublishedBadge published={row.isPublished} />
          <Badge color={row.recruittype === 'open' ? 'blue' : 'gray'} variant="outline">
            {row.recruittype === 'open' ? t('training.open') : t('training.closed')}
          </Badge>
        </Group>
      ),
    },
  ];

  return (
    <ContentsListPage
      conttype="training"
      title={t('admin.nav.trainings')}
      newLabel={t('admin.trainings.new')}
      columns={columns}
    />
  );
}
