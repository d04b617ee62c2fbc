import { Anchor, Group, Text } from '@mantine/core';
import type { LicenseQueueItem } from '@shared/contract/license';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { AdminPageTitle } from '../components/page-title';
import { LicenseCopyCell } from '../members/license-copy-cell';
import { LicenseDecision } from '../members/license-decision';
import { useLicenses } from './api/get-licenses';

/** The queue of licences waiting for an operator (decision 099): oldest first, each copy viewable. */
export default function LicensesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const licenses = useLicenses(page);

  const columns: AdminColumn<LicenseQueueItem>[] = [
    { key: 'submittedAt', label: t('admin.licenses.submittedAt'), kind: 'instant' },
    {
      key: 'email',
      label: t('admin.licenses.member'),
      render: (row) => (
        <Anchor component={Link} to={paths.admin.member(row.useruid)} size="sm">
          {row.name} &lt;{row.email}&gt;
        </Anchor>
      ),
    },
    {
      key: 'licenseKind',
      label: t('admin.members.licenseKind'),
      value: (row) => (row.licenseKind ? t(`account.licenseKind.${row.licenseKind}`) : null),
    },
    { key: 'licenseNumber', label: t('account.licenseNumber'), nowrap: true },
    {
      key: 'hasCopy',
      label: t('admin.members.licenseCopy'),
      render: (row) => <LicenseCopyCell useruid={row.useruid} hasCopy={row.hasCopy} />,
    },
    {
      key: 'actions',
      label: t('admin.content.actions'),
      nowrap: true,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <LicenseDecision useruid={row.useruid} status="pending" />
        </Group>
      ),
    },
  ];

  return (
    <>
      <AdminPageTitle>{t('admin.nav.licenses')}</AdminPageTitle>
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.licenses.description')}
      </Text>
      <AdminTable
        columns={columns}
        {...pagedListProps(licenses)}
        rowKey={(row) => row.useruid}
        page={page}
        onPage={setPage}
      />
    </>
  );
}
