import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminContentsListItem } from '@shared/contract/admin-catalogue';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { type AdminColumn, AdminTable } from '../../components/admin-table';
import { AdminPageTitle } from '../../components/page-title';
import { type ContentsFilter, contentsListParams, useContentsList } from '../api/admin-contents';
import { type ContentsFilterInput, ContentsFilters } from './contents-filters';

/** The admin list of courses or of training sessions: title with a "new" button, filters, paged table, CSV. */
export function ContentsListPage({
  conttype,
  title,
  newLabel,
  columns,
}: {
  conttype: 'course' | 'training';
  title: string;
  newLabel: string;
  columns: AdminColumn<AdminContentsListItem>[];
}) {
  const [input, setInput] = useState<ContentsFilterInput>({ search: '', categoryid: null, published: null });
  const [q] = useDebouncedValue(input.search.trim(), 300);
  const [page, setPage] = useState(1);
  const filter: ContentsFilter = {
    conttype,
    q: q || undefined,
    categoryid: input.categoryid ? Number(input.categoryid) : undefined,
    published: input.published === null ? undefined : input.published === '1',
  };
  const list = useContentsList(filter, page);
  const section = conttype === 'course' ? 'courses' : 'trainings';

  return (
    <>
      <AdminPageTitle
        actions={
          <Button component={Link} to={`/admin/${section}/new`} leftSection={<IconPlus size={16} />}>
            {newLabel}
          </Button>
        }
      >
        {title}
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
        rows={list.data?.datas}
        rowKey={(row) => row.contentsid}
        loading={list.isPending}
        error={list.error}
        total={list.data?.total}
        page={page}
        onPage={setPage}
        exportAll={{
          filename: `${section}.csv`,
          fetch: () =>
            fetchAllPages<AdminContentsListItem>('/api/Admin/Contents', contentsListParams(filter)),
        }}
      />
    </>
  );
}
