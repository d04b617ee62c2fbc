import { Button, Code, Title } from '@mantine/core';
import {
  ADMIN_CODE_STATUSES,
  type AdminCodeItem,
  type AdminCodeStatus,
} from '@shared/contract/admin-commerce';
import { IconBan } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { FilterSelect } from '../components/list-filters';
import type { useListFilters } from '../components/use-list-filters';
import {
  CODES_PAGE_SIZE,
  type CodeFilter,
  fetchAllCampaignCodes,
  type useCampaignCodes,
} from './api/get-campaign-codes';

import { VoidCodeModal } from './void-code-modal';

const STATUS_COLORS: Record<AdminCodeStatus, string> = {
  issued: 'blue',
  registered: 'emerald',
  used: 'violet',
  expired: 'gray',
  void: 'gray',
};

function codeColumns(t: TFunction, onVoid: (couponnumber: string) => void): AdminColumn<AdminCodeItem>[] {
  return [
    {
      key: 'couponnumber',
      label: t('coupon.code'),
      sortable: true,
      render: (row) => <Code>{row.couponnumber}</Code>,
    },
    {
      key: 'status',
      label: t('admin.orders.status'),
      sortable: true,
      nowrap: true,
      value: (row) => t(`admin.coupons.codeStatus.${row.status}`),
      render: (row) => (
        <ToneBadge color={STATUS_COLORS[row.status]}>{t(`admin.coupons.codeStatus.${row.status}`)}</ToneBadge>
      ),
    },
    {
      key: 'userEmail',
      label: t('admin.coupons.registeredBy'),
      sortable: true,
      value: (row) => (row.userEmail ? `${row.userName} <${row.userEmail}>` : null),
    },
    { key: 'registeredAt', label: t('admin.coupons.registeredAt'), kind: 'instant', sortable: true },
    { key: 'usedAt', label: t('coupon.usedAt'), kind: 'instant', sortable: true },
    { key: 'usedOrderId', label: t('payment.orderId') },
    {
      // The reason a code was voided, or the button that voids one still usable.
      key: 'voidReason',
      label: t('admin.coupons.voidReason'),
      render: (row) =>
        row.status === 'issued' || row.status === 'registered' ? (
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconBan size={12} />}
            aria-label={t('admin.coupons.voidCode', { code: row.couponnumber })}
            onClick={() => onVoid(row.couponnumber)}
          >
            {t('admin.coupons.void')}
          </Button>
        ) : (
          row.voidReason
        ),
    },
    { key: 'voidedAt', label: t('admin.coupons.voidedAt'), kind: 'instant', exportOnly: true },
  ];
}

/**
 * A campaign's codes, filtered by status and paged, with who registered and used each; a code still
 * usable can be voided. The drawer holds the list's filters and query, asked for with the campaign.
 */
export function CampaignCodes({
  campaignId,
  list,
  codes,
}: {
  campaignId: number;
  list: ReturnType<typeof useListFilters<CodeFilter>>;
  codes: ReturnType<typeof useCampaignCodes>;
}) {
  const { t } = useTranslation();
  const [voiding, setVoiding] = useState<string | null>(null);
  const { filter, update, page, setPage, sorting } = list;
  return (
    <>
      {voiding && <VoidCodeModal couponnumber={voiding} onClose={() => setVoiding(null)} />}
      <Title order={2} fz="md">
        {t('admin.coupons.codes')}
      </Title>
      <FilterSelect
        label={t('admin.orders.status')}
        maw={220}
        options={ADMIN_CODE_STATUSES}
        optionLabel={(value) => t(`admin.coupons.codeStatus.${value}`)}
        value={filter.status}
        onChange={(status) => update({ status })}
      />
      <AdminTable
        columns={codeColumns(t, setVoiding)}
        {...pagedListProps(codes)}
        rowKey={(row) => row.couponnumber}
        page={page}
        pageSize={CODES_PAGE_SIZE}
        onPage={setPage}
        {...sorting}
        exportAll={{
          filename: `coupon-codes-${campaignId}.csv`,
          fetch: () => fetchAllCampaignCodes(campaignId, filter),
        }}
      />
    </>
  );
}
