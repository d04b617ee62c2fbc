import { Anchor, Badge, Group } from '@mantine/core';
import type { AdminContentsListItem } from '@shared/contract/admin-catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime, formatKrw } from '../../../lib/format';
import type { AdminColumn } from '../components/admin-table';
import { ContentsListPage } from '../courses/components/contents-list-page';

export default function TrainingsPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const columns: AdminColumn<AdminContentsListItem>[] = [
    { key: 'contentsid', label: 'ID' },
    {
      key: 'title',
      label: t('admin.catalogue.title'),
      render: (row) => (
        <Anchor component={Link} to={`/admin/trainings/${row.contentsid}`}>
          {row.title}
        </Anchor>
      ),
    },
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
        `${row.isPublished ? t('admin.catalogue.published') : t('admin.catalogue.draft')} · ${
          row.recruittype === 'open' ? t('training.open') : t('training.closed')
        }`,
      render: (row) => (
        <Group gap={4}>
          <Badge color={row.isPublished ? 'emerald' : 'gray'} variant="light">
            {row.isPublished ? t('admin.catalogue.published') : t('admin.catalogue.draft')}
          </Badge>
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
