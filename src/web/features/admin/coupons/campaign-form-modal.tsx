import { Modal, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CampaignCreateBody,
  COUPON_BATCH_MAX,
  campaignCreateBody,
} from '@shared/contract/admin-commerce';
import { COUPON_DISCOUNT_TYPES, COUPON_TARGETS } from '@shared/contract/coupon';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { showServerFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { EMPTY_LOCALIZED, type LocalizedValue } from '../components/language-tabs';
import { useTargetContents } from '../courses/api/get-contents-list';
import { useCreateCampaign } from './api/create-campaign';
import { CampaignNameField, CampaignPeriodFields } from './campaign-fields';

interface CampaignFormValues {
  name: LocalizedValue;
  discountType: CampaignCreateBody['discountType'];
  amount: number | string;
  percent: number | string;
  maxDiscount: number | string;
  minAmount: number | string;
  target: CampaignCreateBody['target'];
  targetContentsId: string | null;
  validFrom: string | null;
  validUntil: string | null;
  quantity: number | string;
}

const numberOr = (value: number | string, fallback: number) => (value === '' ? fallback : Number(value));

function toBody(values: CampaignFormValues): CampaignCreateBody {
  return {
    name: values.name,
    discountType: values.discountType,
    amount: numberOr(values.amount, 0),
    percent: numberOr(values.percent, 0),
    maxDiscount: values.maxDiscount === '' ? null : Number(values.maxDiscount),
    minAmount: numberOr(values.minAmount, 0),
    target: values.target,
    targetContentsId: values.targetContentsId ? Number(values.targetContentsId) : null,
    validFrom: values.validFrom ?? '',
    validUntil: values.validUntil ?? '',
    quantity: numberOr(values.quantity, 0),
  };
}

/** A new campaign: name in three languages, discount, minimum, target, validity and how many codes. */
export function CampaignFormModal({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(campaignId: number, codes: string[]): void;
}) {
  const { t } = useTranslation();
  const create = useCreateCampaign();
  const form = useForm<CampaignFormValues>({
    initialValues: {
      name: EMPTY_LOCALIZED,
      discountType: 'fixed',
      amount: '',
      percent: '',
      maxDiscount: '',
      minAmount: 0,
      target: 'any',
      targetContentsId: null,
      validFrom: new Date().toISOString(),
      // A month from now: campaigns usually run for weeks; the operator adjusts it.
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      quantity: 100,
    },
    validate: (values) => zodFormValidator(campaignCreateBody)(toBody(values)),
  });
  const { discountType, target } = form.values;
  const specific = target === 'course' || target === 'training' ? target : null;
  const contents = useTargetContents(specific);

  return (
    <Modal opened onClose={onClose} size="lg" title={t('admin.coupons.create')}>
      <form
        onSubmit={form.onSubmit((values) =>
          create.mutate(toBody(values), {
            onSuccess: (campaign) => onCreated(campaign.campaignId, campaign.codes),
            onError: showServerFieldErrors(form),
          }),
        )}
      >
        <Stack>
          <CampaignNameField form={form} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label={t('coupon.typeFilter')}
              allowDeselect={false}
              data={COUPON_DISCOUNT_TYPES.map((value) => ({ value, label: t(`coupon.types.${value}`) }))}
              {...form.getInputProps('discountType')}
            />
            {discountType === 'fixed' ? (
              <NumberInput
                label={t('admin.coupons.amount')}
                withAsterisk
                min={1}
                step={1000}
                thousandSeparator=","
                {...form.getInputProps('amount')}
              />
            ) : (
              <NumberInput
                label={t('admin.coupons.percent')}
                withAsterisk
                min={1}
                max={100}
                suffix="%"
                {...form.getInputProps('percent')}
              />
            )}
            {discountType === 'percent' && (
              <NumberInput
                label={t('admin.coupons.maxDiscount')}
                description={t('admin.coupons.maxDiscountHint')}
                min={1}
                step={1000}
                thousandSeparator=","
                {...form.getInputProps('maxDiscount')}
              />
            )}
            <NumberInput
              label={t('coupon.minimum')}
              min={0}
              step={1000}
              thousandSeparator=","
              {...form.getInputProps('minAmount')}
            />
            <Select
              label={t('coupon.target')}
              allowDeselect={false}
              data={COUPON_TARGETS.map((value) => ({ value, label: t(`coupon.targets.${value}`) }))}
              {...form.getInputProps('target')}
              onChange={(value) => {
                form.setFieldValue('target', (value ?? 'any') as CampaignFormValues['target']);
                form.setFieldValue('targetContentsId', null);
              }}
            />
            {specific && (
              <Select
                label={t('coupon.targetItem')}
                placeholder={t('admin.coupons.anyItem')}
                clearable
                searchable
                data={(contents.data ?? []).map((item) => ({
                  value: String(item.contentsid),
                  label: item.title,
                }))}
                error={contents.error?.message ?? form.errors.targetContentsId}
                value={form.values.targetContentsId}
                onChange={(value) => form.setFieldValue('targetContentsId', value)}
              />
            )}
            <CampaignPeriodFields form={form} />
            <NumberInput
              label={t('admin.coupons.quantity')}
              description={t('admin.coupons.quantityHint', { max: COUPON_BATCH_MAX })}
              withAsterisk
              min={1}
              max={COUPON_BATCH_MAX}
              {...form.getInputProps('quantity')}
            />
          </SimpleGrid>
          <FormActions
            error={create.error}
            saving={create.isPending}
            onCancel={onClose}
            submitLabel={t('admin.coupons.createAndGenerate')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
