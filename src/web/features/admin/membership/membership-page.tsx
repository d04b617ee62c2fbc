import { Anchor, Group, Stack, Switch, Title } from '@mantine/core';
import {
  ADMIN_MEMBERSHIP_STATUSES,
  type AdminMembershipItem,
  type AdminMembershipStatus,
} from '@shared/contract/admin-commerce';
import { seoulIso } from '@shared/seoul-time';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate, formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { FilterSelect, SearchField } from '../components/list-filters';
import { AdminPageTitle } from '../components/page-title';
import { useListFilters } from '../components/use-list-filters';
import { fetchAllMemberships, type MembershipFilter, useMemberships } from './api/get-memberships';
import { PlanForm } from './plan-form';

const STATUS_COLORS: Record<AdminMembershipStatus, string> = {
  active: 'emerald',
  cancelling: 'yellow',
  past_due: 'red',
  ended: 'gray',
};

export default function MembershipPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { filter, update, page, setPage, sorting } = useListFilters<MembershipFilter>({});
  const memberships = useMemberships(filter, page);

  const columns: AdminColumn<AdminMembershipItem>[] = [
    {
      key: 'userEmail',
      label: t('admin.orders.member'),
      sortable: true,
      value: (row) => `${row.userName} <${row.userEmail}>`,
      render: (row) => (
        <Anchor component={Link} to={paths.admin.member(row.useruid)} size="sm">
          {row.userName} ({row.userEmail})
        </Anchor>
      ),
    },
    {
      key: 'status',
      label: t('admin.orders.status'),
      sortable: true,
      nowrap: true,
      value: (row) => t(`admin.membership.statuses.${row.status}`),
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <ToneBadge color={STATUS_COLORS[row.status]}>
            {t(`admin.membership.statuses.${row.status}`)}
          </ToneBadge>
          {row.failedRenewal && (
            <ToneBadge color="red" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
              {t('admin.membership.failedRenewal')}
            </ToneBadge>
          )}
        </Group>
      ),
    },
    {
      key: 'currentPeriodEnd',
      label: t('membership.period'),
      sortable: true,
      value: (row) => `${seoulIso(row.currentPeriodStart)}/${seoulIso(row.currentPeriodEnd)}`,
      render: (row) =>
        `${formatDate(row.currentPeriodStart, locale)} – ${formatDate(row.currentPeriodEnd, locale)}`,
    },
    {
      key: 'startedAt',
      label: t('admin.membership.startedAt'),
      kind: 'instant',
      sortable: true,
      render: (row) => formatDate(row.startedAt, locale),
    },
    {
      key: 'retryCount',
      label: t('admin.membership.retries'),
      sortable: true,
      value: (row) => row.retryCount,
      render: (row) =>
        row.failedRenewal
          ? t('admin.membership.retryDetail', {
              count: row.retryCount,
              code: row.lastFailureCode ?? '',
              next: row.nextRetryAt ? formatDateTime(row.nextRetryAt, locale) : '–',
            })
          : row.retryCount || '–',
    },
    {
      key: 'endedAt',
      label: t('admin.membership.endedAt'),
      kind: 'instant',
      sortable: true,
      render: (row) => (row.endedAt ? formatDate(row.endedAt, locale) : ''),
    },
  ];

  return (
    <Stack>
      <AdminPageTitle>{t('admin.nav.membership')}</AdminPageTitle>
      <PlanForm />
      <Title order={2} fz="lg" mt="md">
        {t('admin.membership.memberships')}
      </Title>
      <Group align="flex-end">
        <SearchField
          label={t('admin.orders.member')}
          placeholder={t('admin.orders.memberPlaceholder')}
          onSearch={(q) => update({ q })}
        />
        <FilterSelect
          label={t('admin.orders.status')}
          options={ADMIN_MEMBERSHIP_STATUSES}
          optionLabel={(value) => t(`admin.membership.statuses.${value}`)}
          value={filter.status}
          onChange={(status) => update({ status })}
        />
        <Switch
          label={t('admin.membership.failedOnly')}
          checked={filter.failed === '1'}
          onChange={(event) => update({ failed: event.currentTarget.checked ? '1' : undefined })}
          mb={6}
        />
      </Group>
      <AdminTable
        columns={columns}
        {...pagedListProps(memberships)}
        rowKey={(row) => row.membershipId}
        page={page}
        onPage={setPage}
        {...sorting}
        exportAll={{
          filename: 'memberships.csv',
          fetch: () => fetchAllMemberships(filter),
        }}
      />
    </Stack>
  );
}
