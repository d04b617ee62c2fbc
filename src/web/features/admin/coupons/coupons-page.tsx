import { Anchor, Button, Group, Text } from '@mantine/core';
import type { AdminCampaignItem } from '@shared/contract/admin-commerce';
import { seoulIso } from '@shared/seoul-time';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { SearchField } from '../components/list-filters';
import { AdminPageTitle } from '../components/page-title';
import { useListFilters } from '../components/use-list-filters';
import { type CampaignFilter, fetchAllCampaigns, useCampaigns } from './api/get-campaigns';
import { CampaignDrawer } from './campaign-drawer';
import { CampaignFormModal } from './campaign-form-modal';
import { useCampaignTerms } from './campaign-summary';

export default function CouponsPage() {
  const { t } = useTranslation();
  const terms = useCampaignTerms();
  const { filter, update, page, setPage, sorting } = useListFilters<CampaignFilter>({});
  const campaigns = useCampaigns(filter, page);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ campaignId: number; fresh: string[] } | null>(null);

  const columns: AdminColumn<AdminCampaignItem>[] = [
    {
      key: 'name',
      label: t('admin.coupons.name'),
      sortable: true,
      render: (row) => (
        <Anchor
          component="button"
          type="button"
          ta="left"
          onClick={() => setOpen({ campaignId: row.campaignId, fresh: [] })}
        >
          {row.name}
        </Anchor>
      ),
    },
    { key: 'discount', label: t('admin.coupons.discount'), value: terms.discount },
    { key: 'target', label: t('coupon.target'), value: terms.target },
    {
      key: 'validUntil',
      label: t('coupon.validity'),
      sortable: true,
      value: (row) => `${seoulIso(row.validFrom)}/${seoulIso(row.validUntil)}`,
      render: terms.validity,
    },
    ...(['issued', 'registered', 'used', 'expired'] as const).map(
      (count): AdminColumn<AdminCampaignItem> => ({
        key: count,
        label: t(`admin.coupons.counts.${count}`),
        sortable: true,
        value: (row) => row.counts[count],
      }),
    ),
  ];

  return (
    <>
      <AdminPageTitle
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('admin.coupons.create')}
          </Button>
        }
      >
        {t('admin.nav.coupons')}
      </AdminPageTitle>
      <Group mb="md" align="flex-end">
        <SearchField
          label={t('header.searchLabel')}
          placeholder={t('admin.coupons.searchPlaceholder')}
          onSearch={(q) => update({ q })}
        />
        <Text size="sm" c="dimmed">
          {t('admin.coupons.hint')}
        </Text>
      </Group>
      <AdminTable
        columns={columns}
        {...pagedListProps(campaigns)}
        rowKey={(row) => row.campaignId}
        page={page}
        onPage={setPage}
        {...sorting}
        exportAll={{
          filename: 'coupon-campaigns.csv',
          fetch: () => fetchAllCampaigns(filter),
        }}
      />
      {creating && (
        <CampaignFormModal
          onClose={() => setCreating(false)}
          onCreated={(campaignId, codes) => {
            setCreating(false);
            setOpen({ campaignId, fresh: codes });
          }}
        />
      )}
      {open && (
        <CampaignDrawer
          key={open.campaignId}
          campaignId={open.campaignId}
          fresh={open.fresh}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
