import { Anchor, Group, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ADMIN_MEMBERSHIP_STATUSES,
  type AdminMembershipItem,
  type AdminMembershipStatus,
} from '@shared/contract/admin-commerce';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate, formatDateTime } from '../../../lib/format';
import { fetchAllPages } from '../api/fetch-all-pages';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { AdminPageTitle } from '../components/page-title';
import { type MembershipFilter, useMemberships } from './api/admin-membership';
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
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<AdminMembershipStatus | null>(null);
  const [failedOnly, setFailedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const filter: MembershipFilter = {
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    ...(failedOnly ? { failed: '1' as const } : {}),
  };
  const memberships = useMemberships(filter, page);

  const columns: AdminColumn<AdminMembershipItem>[] = [
    {
      key: 'userEmail',
      label: t('admin.orders.member'),
      value: (row) => `${row.userName} <${row.userEmail}>`,
      render: (row) => (
        <Anchor component={Link} to={`/admin/members/${row.useruid}`} size="sm">
          {row.userName} ({row.userEmail})
        </Anchor>
      ),
    },
    {
      key: 'status',
      label: t('admin.orders.status'),
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
      value: (row) =>
        `${formatDate(row.currentPeriodStart, locale)} – ${formatDate(row.currentPeriodEnd, locale)}`,
    },
    {
      key: 'startedAt',
      label: t('admin.membership.startedAt'),
      value: (row) => formatDate(row.startedAt, locale),
    },
    {
      key: 'retryCount',
      label: t('admin.membership.retries'),
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
      value: (row) => (row.endedAt ? formatDate(row.endedAt, locale) : null),
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
        <TextInput
          label={t('admin.orders.member')}
          placeholder={t('admin.orders.memberPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label={t('admin.orders.status')}
          clearable
          value={status}
          onChange={(value) => {
            setStatus(value as AdminMembershipStatus | null);
            setPage(1);
          }}
          data={ADMIN_MEMBERSHIP_STATUSES.map((value) => ({
            value,
            label: t(`admin.membership.statuses.${value}`),
          }))}
        />
        <Switch
          label={t('admin.membership.failedOnly')}
          checked={failedOnly}
          onChange={(event) => {
            setFailedOnly(event.currentTarget.checked);
            setPage(1);
          }}
          mb={6}
        />
      </Group>
      <AdminTable
        columns={columns}
        rows={memberships.data?.datas}
        rowKey={(row) => row.membershipId}
        loading={memberships.isPending}
        error={memberships.error}
        total={memberships.data?.total}
        page={page}
        onPage={setPage}
        exportAll={{
          filename: 'memberships.csv',
          fetch: () => fetchAllPages<AdminMembershipItem>('/api/Admin/Memberships', filter),
        }}
      />
    </Stack>
  );
}
