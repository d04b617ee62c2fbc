import { Badge, Group } from '@mantine/core';
import type { AdminContentsListItem } from '@shared/contract/admin-catalogue';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime, formatKrw } from '../../../lib/format';
import type { AdminColumn } from '../components/admin-table';
import { ContentsListPage } from '../courses/components/contents-list-page';
import { PublishedBadge, publishedLabel } from '../courses/components/published-badge';

export default function TrainingsPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const columns: AdminColumn<AdminContentsListItem>[] = [
    {
      key: 'startsAt',
      label: t('training.schedule'),
      value: (row) => row.startsAt,
      render: (row) => (row.startsAt ? formatDateTime(row.startsAt, locale) : ''),
    },
    {
      key: 'seats',
      label: t('training.seats'),
      value: (row) => row.seatsTaken,
      render: (row) =>
        row.capacity === null ? `${row.seatsTaken} / ∞` : `${row.seatsTaken} / ${row.capacity}`,
    },
    { key: 'price', label: t('admin.catalogue.price'), render: (row) => formatKrw(row.price, locale) },
    {
      key: 'state',
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
