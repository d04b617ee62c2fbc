import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { AUDIT_TARGET_TYPES, type AuditItem } from '@shared/contract/admin';
import { useTranslation } from 'react-i18next';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { FilterSelect, SearchField } from '../components/list-filters';
import { AdminPageTitle } from '../components/page-title';
import { useListFilters } from '../components/use-list-filters';
import { type AuditFilter, fetchAllAudit, useAudit } from './api/get-audit';
import { useAuditActions } from './api/get-audit-actions';
import { AuditChanges, changesText } from './audit-changes';
import { actionLabel, targetLabel } from './audit-labels';

/** 'YYYY-MM-DD' of a picked day; the server reads a bare day as a day in Korea. */
const day = (value: string | null) => (value ? value.slice(0, 10) : undefined);

export default function AuditPage() {
  const { t } = useTranslation();
  const { filter, update, page, setPage, sorting } = useListFilters<AuditFilter>({});
  const audit = useAudit(filter, page);
  const actions = useAuditActions();

  const columns: AdminColumn<AuditItem>[] = [
    { key: 'createdAt', label: t('admin.audit.when'), kind: 'instant', sortable: true, nowrap: true },
    {
      key: 'actorEmail',
      label: t('admin.audit.who'),
      sortable: true,
      value: (row) => row.actorEmail ?? t('admin.audit.system'),
    },
    {
      key: 'action',
      label: t('admin.audit.what'),
      sortable: true,
      value: (row) => actionLabel(t, row.action),
    },
    { key: 'target', label: t('admin.audit.target'), sortable: true, value: (row) => targetLabel(t, row) },
    {
      key: 'changes',
      label: t('admin.audit.changes'),
      value: (row) => changesText(row.before, row.after),
      render: (row) => <AuditChanges before={row.before} after={row.after} />,
    },
  ];

  return (
    <>
      <AdminPageTitle>{t('admin.nav.audit')}</AdminPageTitle>
      <Group mb="md" align="flex-end">
        <SearchField label={t('admin.audit.who')} onSearch={(actor) => update({ actor })} />
        <Select
          label={t('admin.audit.what')}
          clearable
          searchable
          miw={220}
          data={(actions.data ?? []).map((action) => ({ value: action, label: actionLabel(t, action) }))}
          value={filter.action ?? null}
          onChange={(action) => update({ action: action ?? undefined })}
        />
        <FilterSelect
          label={t('admin.audit.target')}
          options={AUDIT_TARGET_TYPES}
          optionLabel={(type) => t(`admin.audit.types.${type}`)}
          value={filter.targetType}
          onChange={(targetType) => update({ targetType })}
        />
        <DatePickerInput
          type="range"
          label={t('admin.audit.period')}
          allowSingleDateInRange
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          miw={220}
          value={[filter.from ?? null, filter.to ?? null]}
          onChange={([from, to]) => update({ from: day(from), to: day(to) })}
        />
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
          fetch: () => fetchAllAudit(filter),
        }}
      />
    </>
  );
}
