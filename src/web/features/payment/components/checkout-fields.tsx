import { Anchor, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ApplicableCoupon } from '@shared/contract/coupon';
import {
  INSTALLMENT_MIN_AMOUNT,
  INSTALLMENT_MONTHS,
  type PaymentMethodsOffered,
  VIRTUAL_ACCOUNT_BANKS,
} from '@shared/contract/payment';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CouponChoices } from '../../../components/coupon-choices';
import { ErrorAlert } from '../../../components/query-states';
import { bankName } from '../../../lib/bank-name';
import { paths } from '../../../lib/paths';
import type { CheckoutForm } from '../use-checkout-form';
import { CashReceiptFields } from './cash-receipt-fields';

/** Mantine's description grey is below 4.5:1 on white; help texts here use a darker one. */
const readableDescription = { description: { color: 'var(--mantine-color-gray-7)' } };

/** The buyer's name, email and mobile number, filled in from the saved details once they arrive. */
export function BuyerFields({
  form,
  buyer,
}: {
  form: CheckoutForm;
  buyer: { isPending: boolean; error: Error | null };
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payment-buyer-title">
      <Title order={2} fz="lg" mb="xs" id="payment-buyer-title">
        {t('payment.buyerTitle')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('payment.buyerHint')}
      </Text>
      <ErrorAlert error={buyer.error} mb="sm" />
      <Stack gap="sm">
        <TextInput
          label={t('payment.buyerName')}
          required
          autoComplete="name"
          disabled={buyer.isPending}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('payment.buyerEmail')}
          type="email"
          required
          autoComplete="email"
          disabled={buyer.isPending}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('payment.buyerPhone')}
          type="tel"
          required
          autoComplete="tel"
          placeholder="010-1234-5678"
          disabled={buyer.isPending}
          {...form.getInputProps('phone')}
        />
      </Stack>
    </Paper>
  );
}

/**
 * The member's coupons that apply to this item. A coupon that brings the total under the instalment
 * minimum sets the order back to one payment.
 */
export function CouponField({
  form,
  coupons,
  price,
}: {
  form: CheckoutForm;
  coupons: { isPending: boolean; error: Error | null; data: ApplicableCoupon[] | undefined };
  price: number;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Radio.Group
        label={
          <Title order={2} fz="lg">
            {t('payment.couponTitle')}
          </Title>
        }
        styles={readableDescription}
        description={
          coupons.data && coupons.data.length > 0
            ? t('payment.couponCount', { count: coupons.data.length })
            : undefined
        }
        {...form.getInputProps('couponnumber')}
        onChange={(value) => {
          form.setFieldValue('couponnumber', value);
          const quoted = coupons.data?.find((candidate) => candidate.couponnumber === value);
          if ((quoted?.finalAmount ?? price) < INSTALLMENT_MIN_AMOUNT)
            form.setFieldValue('installmentMonths', '0');
        }}
      >
        <CouponChoices
          coupons={coupons}
          noCouponLabel={t('payment.noCoupon')}
          empty={
            <Text size="sm" c="gray.7">
              {t('payment.noApplicableCoupons')}{' '}
              <Anchor component={Link} to={paths.myCoupons()} size="sm" underline="always">
                {t('payment.registerCoupon')}
              </Anchor>
            </Text>
          }
        />
      </Radio.Group>
    </Paper>
  );
}

/**
 * The methods the provider offers: card (with instalments when the total allows them), virtual
 * account (bank and cash receipt), easy pay (the wallet) or bank transfer (cash receipt).
 */
export function PaymentMethodFields({
  form,
  installmentsAllowed,
  offered,
}: {
  form: CheckoutForm;
  installmentsAllowed: boolean;
  offered: { error: Error | null; data: PaymentMethodsOffered | undefined };
}) {
  const { t } = useTranslation();
  const method = form.getValues().method;
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <ErrorAlert error={offered.error} mb="sm" />
      <Radio.Group
        label={
          <Title order={2} fz="lg">
            {t('payment.methodTitle')}
          </Title>
        }
        {...form.getInputProps('method')}
      >
        <Group mt="sm" gap="xl">
          {offered.data?.methods.map((value) => (
            <Radio key={value} value={value} label={t(`payment.methods.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
      {method === 'card' && (
        <NativeSelect
          mt="md"
          maw={320}
          label={t('payment.installments')}
          disabled={!installmentsAllowed}
          styles={readableDescription}
          description={installmentsAllowed ? undefined : t('msg:payment.installmentNotAllowed')}
          data={INSTALLMENT_MONTHS.map((months) => ({
            value: String(months),
            label: months === 0 ? t('payment.lumpSum') : t('payment.installmentN', { count: months }),
          }))}
          {...form.getInputProps('installmentMonths')}
        />
      )}
      {method === 'virtual_account' && (
        <>
          <NativeSelect
            mt="md"
            maw={320}
            label={t('payment.bank')}
            data={VIRTUAL_ACCOUNT_BANKS.map((code) => ({ value: code, label: bankName(t, code) }))}
            {...form.getInputProps('bankCode')}
          />
          <Text size="sm" c="gray.7" mt="xs">
            {t('payment.virtualAccountHint')}
          </Text>
          <CashReceiptFields form={form} hint={t('payment.cashReceiptHint')} />
        </>
      )}
      {method === 'easy_pay' && (
        <>
          <Radio.Group
            mt="md"
            label={t('payment.easyPayProvider')}
            {...form.getInputProps('easyPayProvider')}
          >
            <Group mt="xs" gap="xl">
              {offered.data?.easyPayProviders.map((value) => (
                <Radio key={value} value={value} label={t(`payment.easyPayProviders.${value}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Text size="sm" c="gray.7" mt="xs">
            {t('payment.easyPayHint')}
          </Text>
        </>
      )}
      {method === 'transfer' && (
        <>
          <Text size="sm" c="gray.7" mt="md">
            {t('payment.transferHint')}
          </Text>
          <CashReceiptFields form={form} hint={t('payment.cashReceiptHintTransfer')} />
        </>
      )}
    </Paper>
  );
}
