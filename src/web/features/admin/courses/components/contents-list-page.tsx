import { Anchor, Button } from '@mantine/core';
import type { AdminContentsListItem } from '@shared/contract/admin-catalogue';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { type AdminColumn, AdminTable, pagedListProps } from '../../components/admin-table';
import { AdminPageTitle } from '../../components/page-title';
import { useListFilters } from '../../components/use-list-filters';
import { type ContentsFilter, fetchAllContents, useContentsList } from '../api/get-contents-list';
import { ContentsFilters } from './contents-filters';

/**
 * The admin list of courses or of training sessions: title with a "new" button, filters, paged
 * table (ID and title linking to the editor first, then the caller's columns), CSV.
 */
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
  const { t } = useTranslation();
  const { filter: chosen, update, page, setPage, sorting } = useListFilters<ContentsFilter>({});
  const filter: ContentsFilter = { ...chosen, conttype };
  const list = useContentsList(filter, page);
  const section = conttype === 'course' ? 'courses' : 'trainings';
  const editorPath = conttype === 'course' ? paths.admin.course : paths.admin.training;

  return (
    <>
      <AdminPageTitle
        actions={
          <Button component={Link} to={editorPath('new')} leftSection={<IconPlus size={16} />}>
            {newLabel}
          </Button>
        }
      >
        {title}
      </AdminPageTitle>
      <ContentsFilters filter={filter} onChange={update} />
      <AdminTable
        columns={[
          { key: 'contentsid', label: 'ID', sortable: true },
          {
            key: 'title',
            label: t('admin.catalogue.title'),
            sortable: true,
            render: (row) => (
              <Anchor component={Link} to={editorPath(row.contentsid)}>
                {row.title}
              </Anchor>
            ),
          },
          ...columns,
        ]}
        {...pagedListProps(list)}
        rowKey={(row) => row.contentsid}
        page={page}
        onPage={setPage}
        {...sorting}
        exportAll={{
          filename: `${section}.csv`,
          fetch: () => fetchAllContents(filter),
        }}
      />
    </>
  );
}
