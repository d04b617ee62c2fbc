import { Drawer, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { AdminCampaignItem } from '@shared/contract/admin-commerce';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { useListFilters } from '../components/use-list-filters';
import { useCampaign } from './api/get-campaign';
import { type CodeFilter, useCampaignCodes } from './api/get-campaign-codes';
import { CampaignActions } from './campaign-actions';
import { CampaignCodes } from './campaign-codes';
import { CampaignSummary } from './campaign-summary';
import { MoreCodes } from './more-codes';

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
  const list = useListFilters<CodeFilter>({});
  const codes = useCampaignCodes(campaignId, list.filter, list.page);

  return (
    <Drawer
      opened={campaignId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={campaign.data?.name || t('admin.nav.coupons')}
    >
      <ErrorAlert error={campaign.error} />
      {campaign.isPending && campaignId !== null && <Skeleton height={200} />}
      {campaign.data && (
        <Stack>
          <CampaignSummary campaign={campaign.data} />
          <CampaignActions campaign={campaign.data} />
          <CampaignCounts counts={campaign.data.counts} />
          <MoreCodes campaign={campaign.data} fresh={fresh} />
          <CampaignCodes campaignId={campaign.data.campaignId} list={list} codes={codes} />
        </Stack>
      )}
    </Drawer>
  );
}

function CampaignCounts({ counts }: { counts: AdminCampaignItem['counts'] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, xs: 5 }}>
      {(['issued', 'unregistered', 'registered', 'used', 'expired'] as const).map((key) => (
        <div key={key}>
          <Text size="xs" c="dimmed">
            {t(`admin.coupons.counts.${key}`)}
          </Text>
          <Text fw={800} fz="lg" data-testid={`count-${key}`}>
            {counts[key]}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
