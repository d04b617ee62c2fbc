import { Button, Group } from '@mantine/core';
import type { AdminCampaignItem } from '@shared/contract/admin-commerce';
import { IconEdit, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../components/dialogs';
import { ErrorAlert } from '../../../components/query-states';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { useEndCampaign } from './api/end-campaign';
import { CampaignEditModal } from './campaign-edit-modal';

/** When the campaign ended, or the button that ends it early (after a confirmation); and its edit. */
export function CampaignActions({ campaign }: { campaign: AdminCampaignItem }) {
  const { t } = useTranslation();
  const end = useEndCampaign();
  const [editing, setEditing] = useState(false);

  async function endEarly() {
    if (await confirmDialog(t('admin.coupons.confirmEnd', { name: campaign.name })))
      end.mutate(campaign.campaignId);
  }

  return (
    <>
      <Group gap="xs">
        {campaign.endedAt && (
          <ToneBadge color="gray">
            {t('admin.coupons.endedAt', { at: formatDateTime(campaign.endedAt, currentLocale()) })}
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
        {!campaign.endedAt && (
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconPlayerStop size={14} />}
            loading={end.isPending}
            onClick={endEarly}
          >
            {t('admin.coupons.endEarly')}
          </Button>
        )}
      </Group>
      <ErrorAlert error={end.error} />
      {editing && <CampaignEditModal campaign={campaign} onClose={() => setEditing(false)} />}
    </>
  );
}
