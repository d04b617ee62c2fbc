import { Anchor, Badge, Button } from '@mantine/core';
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
import { type ContentsFilter, contentsListParams, useContentsList } from './api/admin-contents';
import { type ContentsFilterInput, ContentsFilters } from './components/contents-filters';

export default function CoursesPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [input, setInput] = useState<ContentsFilterInput>({ search: '', categoryid: null, published: null });
  const [q] = useDebouncedValue(input.search.trim(), 300);
  const [page, setPage] = useState(1);
  const filter: ContentsFilter = {
    conttype: 'course',
    q: q || undefined,
    categoryid: input.categoryid ? Number(input.categoryid) : undefined,
    published: input.published === null ? undefined : input.published === '1',
  };
  const courses = useContentsList(filter, page);

  const columns: AdminColumn<AdminContentsListItem>[] = [
    { key: 'contentsid', label: 'ID' },
    {
      key: 'title',
      label: t('admin.catalogue.title'),
      render: (row) => (
        <Anchor component={Link} to={`/admin/courses/${row.contentsid}`}>
          {row.title}
        </Anchor>
      ),
    },
    {
      key: 'category',
      label: t('catalogue.filterCategory'),
      value: (row) => [row.categoryName, row.subcategoryName].filter(Boolean).join(' › '),
    },
    {
      key: 'price',
      label: t('admin.catalogue.price'),
      render: (row) => formatKrw(row.price, locale),
    },
    { key: 'lessonCount', label: t('admin.courses.lessons') },
    { key: 'enrolCount', label: t('admin.courses.enrolments') },
    {
      key: 'isPublished',
      label: t('admin.catalogue.state'),
      value: (row) => (row.isPublished ? t('admin.catalogue.published') : t('admin.catalogue.draft')),
      render: (row) => (
        <Badge color={row.isPublished ? 'emerald' : 'gray'} variant="light">
          {row.isPublished ? t('admin.catalogue.published') : t('admin.catalogue.draft')}
        </Badge>
      ),
    },
    {
      key: 'updatedAt',
      label: t('admin.catalogue.updatedAt'),
      value: (row) => row.updatedAt,
      render: (row) => formatDateTime(row.updatedAt, locale),
    },
  ];

  return (
    <>
      <AdminPageTitle
        actions={
          <Button component={Link} to="/admin/courses/new" leftSection={<IconPlus size={16} />}>
            {t('admin.courses.new')}
          </Button>
        }
      >
        {t('admin.nav.courses')}
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
        rows={courses.data?.datas}
        rowKey={(row) => row.contentsid}
        loading={courses.isPending}
        error={courses.error}
        total={courses.data?.total}
        page={page}
        onPage={setPage}
        exportAll={{
          filename: 'courses.csv',
          fetch: () =>
            fetchAllPages<AdminContentsListItem>('/api/Admin/Contents', contentsListParams(filter)),
        }}
      />
    </>
  );
}
