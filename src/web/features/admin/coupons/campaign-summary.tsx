import { Text } from '@mantine/core';
import type { AdminCampaignItem } from '@shared/contract/admin-commerce';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime, formatKrw } from '../../../lib/format';

/** The discount, minimum, target and validity of a campaign in one line of words. */
export function useCampaignTerms() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return {
    discount: (campaign: AdminCampaignItem) =>
      campaign.discountType === 'fixed'
        ? t('coupon.discountFixed', { amount: formatKrw(campaign.amount, locale) })
        : campaign.maxDiscount
          ? t('coupon.discountPercentCapped', {
              percent: campaign.percent,
              cap: formatKrw(campaign.maxDiscount, locale),
            })
          : t('coupon.discountPercent', { percent: campaign.percent }),
    target: (campaign: AdminCampaignItem) =>
      `${t(`coupon.targets.${campaign.target}`)}${campaign.targetTitle ? `: ${campaign.targetTitle}` : ''}`,
    validity: (campaign: AdminCampaignItem) =>
      `${formatDateTime(campaign.validFrom, locale)} – ${formatDateTime(campaign.validUntil, locale)}`,
    minimum: (campaign: AdminCampaignItem) =>
      campaign.minAmount
        ? t('coupon.minimumAmount', { amount: formatKrw(campaign.minAmount, locale) })
        : t('coupon.noMinimum'),
  };
}

export function CampaignSummary({ campaign }: { campaign: AdminCampaignItem }) {
  const terms = useCampaignTerms();
  return (
    <Text size="sm">
      {terms.discount(campaign)} · {terms.minimum(campaign)} · {terms.target(campaign)} ·{' '}
      {terms.validity(campaign)}
    </Text>
  );
}
