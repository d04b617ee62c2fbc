import {
  Alert,
  Button,
  Code,
  Drawer,
  Group,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  ADMIN_CODE_STATUSES,
  type AdminCodeItem,
  type AdminCodeStatus,
  COUPON_BATCH_MAX,
} from '@shared/contract/admin-commerce';
import { IconBan, IconDownload, IconEdit, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDialog } from '../../../components/dialogs';
import { ErrorAlert } from '../../../components/query-states';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/translations';
import { formatDateTime } from '../../../lib/format';
import { fetchAllPages } from '../api/fetch-all-pages';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { downloadCsv, toCsv } from '../components/csv';
import { FilterSelect } from '../components/list-filters';
import { useListFilters } from '../components/use-list-filters';
import {
  CODES_PAGE_SIZE,
  type CodeFilter,
  useCampaign,
  useCampaignCodes,
  useEndCampaign,
  useGenerateCodes,
} from './api/admin-coupons';
import { CampaignEditModal } from './campaign-edit-modal';
import { CampaignSummary } from './campaign-summary';
import { VoidCodeModal } from './void-code-modal';

const STATUS_COLORS: Record<AdminCodeStatus, string> = {
  issued: 'blue',
  registered: 'emerald',
  used: 'violet',
  expired: 'gray',
  void: 'gray',
};

/** One campaign: usage counts, more codes on demand, and every code with who registered and used it. */
export function CampaignDrawer({
  campaignId,
  fresh,
  onClose,
}: {
  campaignId: number | null;
  /** Codes just generated, offered for download at once. */
  fresh: string[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const campaign = useCampaign(campaignId);
  const { filter, update, page, setPage, sorting } = useListFilters<CodeFilter>({});
  const codes = useCampaignCodes(campaignId, filter, page);
  const generate = useGenerateCodes();
  const end = useEndCampaign();
  const [editing, setEditing] = useState(false);
  const [voiding, setVoiding] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(100);
  const [generated, setGenerated] = useState<string[]>(fresh);
  const name = campaign.data?.name ?? '';

  const columns: AdminColumn<AdminCodeItem>[] = [
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
            onClick={() => setVoiding(row.couponnumber)}
          >
            {t('admin.coupons.void')}
          </Button>
        ) : (
          row.voidReason
        ),
    },
    { key: 'voidedAt', label: t('admin.coupons.voidedAt'), kind: 'instant', exportOnly: true },
  ];

  async function endEarly(campaignId: number) {
    if (await confirmDialog(t('admin.coupons.confirmEnd', { name }))) end.mutate(campaignId);
  }

  function downloadFresh() {
    downloadCsv(
      `coupon-codes-${campaignId}-new.csv`,
      toCsv(
        [t('coupon.code'), t('admin.coupons.name')],
        generated.map((code) => [code, name]),
      ),
    );
  }

  return (
    <Drawer
      opened={campaignId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={name || t('admin.nav.coupons')}
    >
      <ErrorAlert error={campaign.error} />
      {campaign.isPending && campaignId !== null && <Skeleton height={200} />}
      {campaign.data && (
        <Stack>
          <CampaignSummary campaign={campaign.data} />
          <Group gap="xs">
            {campaign.data.endedAt && (
              <ToneBadge color="gray">
                {t('admin.coupons.endedAt', { at: formatDateTime(campaign.data.endedAt, currentLocale()) })}
              </ToneBadge>
            )}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} />}
              onClick={() => setEditing(true)}
            >
              {t('admin.coupons.edit')}
            </Button>
            {!campaign.data.endedAt && (
              <Button
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconPlayerStop size={14} />}
                loading={end.isPending}
                onClick={() => endEarly(campaign.data.campaignId)}
              >
                {t('admin.coupons.endEarly')}
              </Button>
            )}
          </Group>
          <ErrorAlert error={end.error} />
          {editing && <CampaignEditModal campaign={campaign.data} onClose={() => setEditing(false)} />}
          {voiding && <VoidCodeModal couponnumber={voiding} onClose={() => setVoiding(null)} />}
          <SimpleGrid cols={{ base: 2, xs: 5 }}>
            {(['issued', 'unregistered', 'registered', 'used', 'expired'] as const).map((key) => (
              <div key={key}>
                <Text size="xs" c="dimmed">
                  {t(`admin.coupons.counts.${key}`)}
                </Text>
                <Text fw={800} fz="lg" data-testid={`count-${key}`}>
                  {campaign.data.counts[key]}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Group align="flex-end">
            <NumberInput
              label={t('admin.coupons.moreCodes')}
              min={1}
              max={COUPON_BATCH_MAX}
              w={160}
              value={quantity}
              onChange={setQuantity}
            />
            <Button
              loading={generate.isPending}
              disabled={!(Number(quantity) >= 1 && Number(quantity) <= COUPON_BATCH_MAX)}
              onClick={() =>
                generate.mutate(
                  { campaignId: campaign.data.campaignId, quantity: Number(quantity) },
                  { onSuccess: (result) => setGenerated(result.codes) },
                )
              }
            >
              {t('admin.coupons.generate')}
            </Button>
          </Group>
          <ErrorAlert error={generate.error} />
          {generated.length > 0 && (
            <Alert
              color="emerald"
              role="status"
              title={t('admin.coupons.generated', { count: generated.length })}
            >
              <Text size="sm" mb="xs" style={{ wordBreak: 'break-all' }} data-testid="generated-codes">
                {generated.slice(0, 10).join(', ')}
                {generated.length > 10 ? ' …' : ''}
              </Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
                onClick={downloadFresh}
              >
                {t('admin.coupons.downloadNew')}
              </Button>
            </Alert>
          )}
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
            columns={columns}
            {...pagedListProps(codes)}
            rowKey={(row) => row.couponnumber}
            page={page}
            pageSize={CODES_PAGE_SIZE}
            onPage={setPage}
            {...sorting}
            exportAll={{
              filename: `coupon-codes-${campaign.data.campaignId}.csv`,
              fetch: () =>
                fetchAllPages<AdminCodeItem>(
                  `/api/Admin/Coupons/Campaigns/${campaign.data.campaignId}/Codes`,
                  filter,
                ),
            }}
          />
        </Stack>
      )}
    </Drawer>
  );
}
