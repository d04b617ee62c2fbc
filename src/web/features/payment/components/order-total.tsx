import { Anchor, Button, Checkbox, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { currentLocale } from '../../../i18n/i18n';
import { formatKrw } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { discountLabel } from '../payment-labels';
import type { CheckoutForm } from '../use-checkout-form';

export interface OrderTotalProps {
  form: CheckoutForm;
  price: number;
  discount: number;
  /** Why the last order failed, above the button. */
  error: string | null;
  busy: boolean;
  disabled: boolean;
}

/** The order's sum, the purchase terms to agree to, and the pay button with the amount on it. */
export function OrderTotal({ form, price, discount, error, busy, disabled }: OrderTotalProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const total = price - discount;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="payment-total-title"
      style={{ position: 'sticky', top: 88 }}
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="payment-total-title">
          {t('payment.totalTitle')}
        </Title>
        <Stack component="dl" gap={6} m={0}>
          <Row label={t('payment.itemPrice')} value={formatKrw(price, locale)} />
          <Row label={t('payment.couponDiscount')} value={discountLabel(discount, locale)} />
        </Stack>
        <Divider />
        <Group justify="space-between" align="baseline">
          <Text fw={700}>{t('payment.total')}</Text>
          <Text fw={800} fz={24} c="emerald.8" data-testid="payment-total">
            {formatKrw(total, locale)}
          </Text>
        </Group>
        <Checkbox label={t('payment.agreeLabel')} {...form.getInputProps('agree', { type: 'checkbox' })} />
        <Anchor href={paths.terms(2)} target="_blank" rel="noopener" size="sm">
          {t('payment.refundPolicyLink')}
        </Anchor>
        <ErrorAlert error={error} data-testid="payment-error" />
        <Button type="submit" size="lg" fullWidth loading={busy} disabled={disabled}>
          {t('payment.payButton', { amount: formatKrw(total, locale) })}
        </Button>
      </Stack>
    </Paper>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value}
      </Text>
    </Group>
  );
}
