import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminCampaignItem, campaignUpdateBody } from '@shared/contract/admin-commerce';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { showServerFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { useUpdateCampaign } from './api/update-campaign';
import { type CampaignNameAndPeriod, CampaignNameField, CampaignPeriodFields } from './campaign-fields';

type EditValues = CampaignNameAndPeriod;

const toBody = (values: EditValues) => ({
  name: values.name,
  validFrom: values.validFrom ?? '',
  validUntil: values.validUntil ?? '',
});

/** A running campaign's name and dates; an ended campaign keeps its dates (ending is final). */
export function CampaignEditModal({ campaign, onClose }: { campaign: AdminCampaignItem; onClose(): void }) {
  const { t } = useTranslation();
  const update = useUpdateCampaign();
  const ended = campaign.endedAt !== null;
  const form = useForm<EditValues>({
    initialValues: { name: campaign.names, validFrom: campaign.validFrom, validUntil: campaign.validUntil },
    validate: (values) => zodFormValidator(campaignUpdateBody)(toBody(values)),
  });
  return (
    <Modal opened onClose={onClose} size="lg" title={t('admin.coupons.edit')}>
      <form
        onSubmit={form.onSubmit((values) =>
          update.mutate(
            { campaignId: campaign.campaignId, body: toBody(values) },
            { onSuccess: onClose, onError: showServerFieldErrors(form) },
          ),
        )}
      >
        <Stack>
          <CampaignNameField form={form} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <CampaignPeriodFields form={form} disabled={ended} />
          </SimpleGrid>
          {ended && (
            <Text size="sm" c="dimmed">
              {t('admin.coupons.endedDatesFinal')}
            </Text>
          )}
          <FormActions error={update.error} saving={update.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
