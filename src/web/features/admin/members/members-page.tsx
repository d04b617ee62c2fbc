import { Anchor, Badge, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminMemberListItem } from '@shared/contract/admin';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { type MemberFilter, useMembers } from '../api/admin-members';
import { fetchAllPages } from '../api/fetch-all-pages';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { AdminPageTitle } from '../components/page-title';

export default function MembersPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [memberType, setMemberType] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const filter: MemberFilter = {
    q: q || undefined,
    memberType: (memberType as MemberFilter['memberType']) ?? undefined,
    status: (status as MemberFilter['status']) ?? undefined,
  };
  const members = useMembers(filter, page);

  const columns: AdminColumn<AdminMemberListItem>[] = [
    {
      key: 'name',
      label: t('account.name'),
      render: (row) => (
        <Anchor component={Link} to={`/admin/members/${row.useruid}`}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'email', label: t('account.email') },
    {
      key: 'memberType',
      label: t('account.memberTypeLabel'),
      value: (row) => t(`account.memberType.${row.memberType}`),
    },
    {
      key: 'status',
      label: t('admin.members.status'),
      value: (row) => t(`admin.members.statuses.${row.status}`),
      render: (row) => (
        <Group gap={4}>
          <Badge color={row.status === 'active' ? 'emerald' : 'gray'} variant="light">
            {t(`admin.members.statuses.${row.status}`)}
          </Badge>
          {row.role === 'admin' && <Badge variant="outline">{t('admin.members.admin')}</Badge>}
        </Group>
      ),
    },
    {
      key: 'licenseStatus',
      label: t('admin.members.verification'),
      value: (row) =>
        row.licenseStatus
          ? t(`account.licenseStatus.${row.licenseStatus}`)
          : row.businessStatus
            ? t(`admin.members.business.${row.businessStatus}`)
            : '',
    },
    { key: 'createdAt', label: t('account.joinedAt'), value: (row) => formatDate(row.createdAt, locale) },
  ];

  return (
    <>
      <AdminPageTitle>{t('admin.nav.members')}</AdminPageTitle>
      <Group mb="md" align="flex-end">
        <TextInput
          label={t('header.searchLabel')}
          placeholder={t('admin.members.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label={t('account.memberTypeLabel')}
          clearable
          value={memberType}
          onChange={(value) => {
            setMemberType(value);
            setPage(1);
          }}
          data={[
            { value: 'medical', label: t('account.memberType.medical') },
            { value: 'partner', label: t('account.memberType.partner') },
          ]}
        />
        <Select
          label={t('admin.members.status')}
          clearable
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          data={['active', 'suspended', 'withdrawn'].map((value) => ({
            value,
            label: t(`admin.members.statuses.${value}`),
          }))}
        />
      </Group>
      <AdminTable
        columns={columns}
        rows={members.data?.datas}
        rowKey={(row) => row.useruid}
        loading={members.isPending}
        error={members.error}
        total={members.data?.total}
        page={page}
        onPage={setPage}
        exportAll={{
          filename: 'members.csv',
          fetch: () => fetchAllPages<AdminMemberListItem>('/api/Admin/Members', filter),
        }}
      />
    </>
  );
}
