import { Radio, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { currentLocale } from '../i18n/i18n';
import { formatKrw } from '../lib/format';
import { ErrorAlert } from './query-states';

export interface CouponChoice {
  couponnumber: string;
  name: string;
  discountAmount: number;
}

const readableDescription = { description: { color: 'var(--mantine-color-gray-7)' } };

/**
 * The coupons a member may apply to one order (checkout, first membership month), as radio options
 * inside the caller's Radio.Group: loading, the server's error, "no coupon", then each coupon.
 */
export function CouponChoices({
  coupons,
  noCouponLabel,
  empty,
}: {
  coupons: { isPending: boolean; error: Error | null; data: CouponChoice[] | undefined };
  noCouponLabel: string;
  /** Shown under the options when no coupon applies. */
  empty?: ReactNode;
}) {
  const locale = currentLocale();
  if (coupons.isPending) return <Skeleton h={60} mt="sm" />;
  if (coupons.error) return <ErrorAlert error={coupons.error} mt="sm" />;
  const choices = coupons.data ?? [];
  return (
    <Stack gap="sm" mt="sm">
      <Radio value="" label={noCouponLabel} />
      {choices.map((candidate) => (
        <Radio
          key={candidate.couponnumber}
          value={candidate.couponnumber}
          label={`${candidate.name} (−${formatKrw(candidate.discountAmount, locale)})`}
          description={candidate.couponnumber}
          styles={readableDescription}
        />
      ))}
      {choices.length === 0 && empty}
    </Stack>
  );
}
