import { Code, Group, Spoiler } from '@mantine/core';
import type { AuditItem } from '@shared/contract/admin';
import { useTranslation } from 'react-i18next';
import { type AuditFilter, useAudit } from '../api/admin-audit';
import { fetchAllPages } from '../api/fetch-all-pages';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { SearchField } from '../components/list-filters';
import { AdminPageTitle } from '../components/page-title';
import { useListFilters } from '../components/use-list-filters';

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <Spoiler maxHeight={40} showLabel="…" hideLabel="▲">
      <Code block fz="xs">
        {JSON.stringify(value, null, 1)}
      </Code>
    </Spoiler>
  );
}

export default function AuditPage() {
  const { t } = useTranslation();
  const { filter, update, page, setPage, sorting } = useListFilters<AuditFilter>({});
  const audit = useAudit(filter, page);

  const columns: AdminColumn<AuditItem>[] = [
    { key: 'createdAt', label: t('admin.audit.when'), kind: 'instant', sortable: true, nowrap: true },
    {
      key: 'actorEmail',
      label: t('admin.audit.who'),
      sortable: true,
      value: (row) => row.actorEmail ?? t('admin.audit.system'),
    },
    { key: 'action', label: t('admin.audit.what'), sortable: true },
    { key: 'target', label: t('admin.audit.target'), sortable: true },
    {
      key: 'before',
      label: t('admin.audit.before'),
      value: (row) => JSON.stringify(row.before),
      render: (row) => <Json value={row.before} />,
    },
    {
      key: 'after',
      label: t('admin.audit.after'),
      value: (row) => JSON.stringify(row.after),
      render: (row) => <Json value={row.after} />,
    },
  ];

  return (
    <>
      <AdminPageTitle>{t('admin.nav.audit')}</AdminPageTitle>
      <Group mb="md">
        <SearchField label={t('admin.audit.filter')} onSearch={(action) => update({ action })} />
      </Group>
      <AdminTable
        columns={columns}
        {...pagedListProps(audit)}
        rowKey={(row) => row.id}
        page={page}
        pageSize={50}
        onPage={setPage}
        {...sorting}
        exportAll={{
          filename: 'audit-log.csv',
          fetch: () => fetchAllPages<AuditItem>('/api/Admin/AuditLog', filter),
        }}
      />
    </>
  );
}
