import { Code, Group, Spoiler, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AuditItem } from '@shared/contract/admin';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { useAudit } from '../api/admin-audit';
import { fetchAllPages } from '../api/fetch-all-pages';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { AdminPageTitle } from '../components/page-title';

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
  const [search, setSearch] = useState('');
  const [action] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const audit = useAudit(action, page);

  const columns: AdminColumn<AuditItem>[] = [
    { key: 'createdAt', label: t('admin.audit.when'), value: (row) => formatDateTime(row.createdAt, locale) },
    { key: 'actorEmail', label: t('admin.audit.who') },
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
        <TextInput
          label={t('admin.audit.filter')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      <AdminTable
        columns={columns}
        rows={audit.data?.datas}
        rowKey={(row) => row.id}
        loading={audit.isPending}
        error={audit.error}
        total={audit.data?.total}
        page={page}
        pageSize={50}
        onPage={setPage}
        exportAll={{
          filename: 'audit-log.csv',
          fetch: () => fetchAllPages<AuditItem>('/api/Admin/AuditLog', { action: action || undefined }),
        }}
      />
    </>
  );
}
