import { Badge, Group, Stack, Text } from '@mantine/core';
import type { CouponItem, CouponListStatus } from '@shared/contract/coupon';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../components/list-card';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate, formatKrw } from '../../../lib/format';

/** The spec's list statuses, with the words a reader sees and their colours. */
export const STATUS_LABELS: Record<CouponListStatus, { key: string; color: string }> = {
  등록: { key: 'coupon.status.available', color: 'emerald' },
  사용: { key: 'coupon.status.used', color: 'gray' },
  만료: { key: 'coupon.status.expired', color: 'red' },
};

export function CouponCard({ coupon }: { coupon: CouponItem }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const status = STATUS_LABELS[coupon.status];
  const discount =
    coupon.discountType === 'fixed'
      ? t('coupon.discountFixed', { amount: formatKrw(coupon.discount, locale) })
      : coupon.maxDiscount
        ? t('coupon.discountPercentCapped', {
            percent: coupon.discount,
            cap: formatKrw(coupon.maxDiscount, locale),
          })
        : t('coupon.discountPercent', { percent: coupon.discount });
  const muted = coupon.status !== '등록';

  return (
    <ListCard
      testId="coupon-item"
      data={{ 'data-code': coupon.couponnumber }}
      aside={
        <Badge
          color={status.color}
          variant="light"
          // The light variant's own text shade is too faint on its tint for small bold text (WCAG AA).
          styles={{ root: { color: `var(--mantine-color-${status.color}-9)`, flexShrink: 0 } }}
        >
          {t(status.key)}
        </Badge>
      }
      below={
        <Stack component="dl" gap={2} mt="sm" fz="sm" c="gray.7" style={{ margin: 0 }}>
          <Row label={t('coupon.code')} value={coupon.couponnumber} />
          <Row
            label={t('coupon.minimum')}
            value={
              coupon.minAmount > 0
                ? t('coupon.minimumAmount', { amount: formatKrw(coupon.minAmount, locale) })
                : t('coupon.noMinimum')
            }
          />
          <Row
            label={t('coupon.target')}
            value={coupon.targetContentsId ? t('coupon.targetItem') : t(`coupon.targets.${coupon.target}`)}
          />
          <Row
            label={t('coupon.validity')}
            value={`${formatDate(coupon.validFrom, locale)} – ${formatDate(coupon.validUntil, locale)}`}
          />
          {coupon.usedAt && <Row label={t('coupon.usedAt')} value={formatDate(coupon.usedAt, locale)} />}
        </Stack>
      }
    >
      <Text fw={700} c={muted ? 'gray.7' : undefined}>
        {coupon.name}
      </Text>
      <Text fz={22} fw={800} c={muted ? 'gray.7' : 'emerald.8'}>
        {discount}
      </Text>
    </ListCard>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" fz="sm" c="gray.7" w={96} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" fz="sm" c="dark.6" style={{ margin: 0, minWidth: 0 }}>
        {value}
      </Text>
    </Group>
  );
}
