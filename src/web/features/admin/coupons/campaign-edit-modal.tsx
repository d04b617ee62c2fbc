import { Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminCampaignItem, campaignUpdateBody } from '@shared/contract/admin-commerce';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { showServerFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { LanguageTabs, type LocalizedValue } from '../components/language-tabs';
import { SeoulDateTimePicker } from '../components/seoul-date-time-picker';
import { useUpdateCampaign } from './api/admin-coupons';

interface EditValues {
  name: LocalizedValue;
  validFrom: string | null;
  validUntil: string | null;
}

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
          <LanguageTabs errors={{ ko: Boolean(form.errors['name.ko']) }}>
            {(language) => (
              <TextInput
                label={t('admin.coupons.name')}
                withAsterisk={language === 'ko'}
                {...form.getInputProps(`name.${language}`)}
              />
            )}
          </LanguageTabs>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <SeoulDateTimePicker
              label={t('admin.coupons.validFrom')}
              withAsterisk
              disabled={ended}
              value={form.values.validFrom}
              onChange={(value) => form.setFieldValue('validFrom', value)}
              error={form.errors.validFrom}
            />
            <SeoulDateTimePicker
              label={t('admin.coupons.validUntil')}
              withAsterisk
              disabled={ended}
              value={form.values.validUntil}
              onChange={(value) => form.setFieldValue('validUntil', value)}
              error={form.errors.validUntil}
            />
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
