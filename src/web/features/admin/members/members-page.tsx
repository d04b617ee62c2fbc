import { Anchor, Badge, Group } from '@mantine/core';
import { ACCOUNT_STATUSES, MARKETING_CHANNELS, MEMBER_TYPES } from '@shared/contract/account';
import type { AdminMemberListItem } from '@shared/contract/admin';
import { formatPhoneNumber } from '@shared/format-phone';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { FilterSelect, SearchField } from '../components/list-filters';
import { AdminPageTitle } from '../components/page-title';
import { useListFilters } from '../components/use-list-filters';
import { fetchAllMembers, type MemberFilter, useMembers } from './api/get-members';

export default function MembersPage() {
  const { t } = useTranslation();
  const { filter, update, page, setPage, sorting } = useListFilters<MemberFilter>({});
  const members = useMembers(filter, page);

  const columns: AdminColumn<AdminMemberListItem>[] = [
    {
      key: 'name',
      label: t('account.name'),
      sortable: true,
      render: (row) => (
        <Anchor component={Link} to={paths.admin.member(row.useruid)}>
          {/* Withdrawal erases the name; the link still needs words. */}
          {row.name || t('admin.members.withdrawnName')}
        </Anchor>
      ),
    },
    { key: 'email', label: t('account.email'), sortable: true },
    {
      key: 'mobile',
      label: t('account.mobile'),
      sortable: true,
      nowrap: true,
      value: (row) => formatPhoneNumber(row.mobile),
    },
    {
      key: 'memberType',
      label: t('account.memberTypeLabel'),
      sortable: true,
      nowrap: true,
      value: (row) => t(`account.memberType.${row.memberType}`),
    },
    {
      key: 'status',
      label: t('admin.members.status'),
      sortable: true,
      nowrap: true,
      value: (row) => t(`admin.members.statuses.${row.status}`),
      render: (row) => (
        <Group gap={4} wrap="nowrap">
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
      sortable: true,
      value: (row) =>
        row.licenseStatus
          ? t(`account.licenseStatus.${row.licenseStatus}`)
          : row.businessStatus
            ? t(`admin.members.business.${row.businessStatus}`)
            : '',
    },
    { key: 'createdAt', label: t('account.joinedAt'), kind: 'instant', sortable: true },
    ...MARKETING_CHANNELS.map(
      (channel): AdminColumn<AdminMemberListItem> => ({
        key: `consent-${channel}`,
        label: `${t('account.marketingTitle')} (${t(`account.channel.${channel}`)})`,
        exportOnly: true,
        value: (row) => (row.marketingConsents.includes(channel) ? 'Y' : 'N'),
      }),
    ),
  ];

  return (
    <>
      <AdminPageTitle>{t('admin.nav.members')}</AdminPageTitle>
      <Group mb="md" align="flex-end">
        <SearchField
          label={t('header.searchLabel')}
          placeholder={t('admin.members.searchPlaceholder')}
          onSearch={(q) => update({ q })}
        />
        <FilterSelect
          label={t('account.memberTypeLabel')}
          options={MEMBER_TYPES}
          optionLabel={(value) => t(`account.memberType.${value}`)}
          value={filter.memberType}
          onChange={(memberType) => update({ memberType })}
        />
        <FilterSelect
          label={t('admin.members.status')}
          options={ACCOUNT_STATUSES}
          optionLabel={(value) => t(`admin.members.statuses.${value}`)}
          value={filter.status}
          onChange={(status) => update({ status })}
        />
      </Group>
      <AdminTable
        columns={columns}
        {...pagedListProps(members)}
        rowKey={(row) => row.useruid}
        page={page}
        onPage={setPage}
        {...sorting}
        exportAll={{
          filename: 'members.csv',
          fetch: () => fetchAllMembers(filter),
        }}
      />
    </>
  );
}
