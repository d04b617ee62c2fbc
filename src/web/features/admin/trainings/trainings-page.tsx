import { Anchor, Badge, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminContentsListItem } from '@shared/contract/admin-catalogue';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime, formatKrw } from '../../../lib/format';
import { fetchAllPages } from '../api/fetch-all-pages';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { AdminPageTitle } from '../components/page-title';
import { type ContentsFilter, contentsListParams, useContentsList } from '../courses/api/admin-contents';
import { type ContentsFilterInput, ContentsFilters } from '../courses/components/contents-filters';

export default function TrainingsPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [input, setInput] = useState<ContentsFilterInput>({ search: '', categoryid: null, published: null });
  const [q] = useDebouncedValue(input.search.trim(), 300);
  const [page, setPage] = useState(1);
  const filter: ContentsFilter = {
    conttype: 'training',
    q: q || undefined,
    categoryid: input.categoryid ? Number(input.categoryid) : undefined,
    published: input.published === null ? undefined : input.published === '1',
  };
  const trainings = useContentsList(filter, page);

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
    <>
      <AdminPageTitle
        actions={
          <Button component={Link} to="/admin/trainings/new" leftSection={<IconPlus size={16} />}>
            {t('admin.trainings.new')}
          </Button>
        }
      >
        {t('admin.nav.trainings')}
      </AdminPageTitle>
      <ContentsFilters
        value={input}
        onChange={(next) => {
          setInput(next);
          setPage(1);
        }}
      />
      <AdminTable
        columns={columns}
        rows={trainings.data?.datas}
        rowKey={(row) => row.contentsid}
        loading={trainings.isPending}
        error={trainings.error}
        total={trainings.data?.total}
        page={page}
        onPage={setPage}
        exportAll={{
          filename: 'trainings.csv',
          fetch: () =>
            fetchAllPages<AdminContentsListItem>('/api/Admin/Contents', contentsListParams(filter)),
        }}
      />
    </>
  );
}
