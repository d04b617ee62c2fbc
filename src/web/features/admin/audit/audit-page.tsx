import { Code, Group, Spoiler } from '@mantine/core';
import type { AuditItem } from '@shared/contract/admin';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { useAudit } from '../api/admin-audit';
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
  const locale = currentLocale();
  const { filter, update, page, setPage } = useListFilters<{ action?: string }>({});
  const audit = useAudit(filter.action ?? '', page);

  const columns: AdminColumn<AuditItem>[] = [
    { key: 'createdAt', label: t('admin.audit.when'), value: (row) => formatDateTime(row.createdAt, locale) },
    {
      key: 'actorEmail',
      label: t('admin.audit.who'),
      value: (row) => row.actorEmail ?? t('admin.audit.system'),
    },
    { key: 'action', label: t('admin.audit.what') },
    { key: 'target', label: t('admin.audit.target') },
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
        exportAll={{
          filename: 'audit-log.csv',
          fetch: () => fetchAllPages<AuditItem>('/api/Admin/AuditLog', { action: filter.action }),
        }}
      />
    </>
  );
}
