import { NativeSelect, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CASH_RECEIPT_PURPOSES, type CashReceiptRequest, cashReceiptRequest } from '@shared/contract/payment';
import { useTranslation } from 'react-i18next';

export interface CashReceiptValues {
  cashReceiptPurpose: 'none' | CashReceiptRequest['purpose'];
  cashReceiptNumber: string;
}

/** The buyer's ask as the order takes it, or undefined when none was asked for. */
export function cashReceiptAsk(values: CashReceiptValues): CashReceiptRequest | undefined {
  if (values.cashReceiptPurpose === 'none') return undefined;
  return cashReceiptRequest.parse({
    purpose: values.cashReceiptPurpose,
    identityNumber: values.cashReceiptNumber,
  });
}

/**
 * 현금영수증 for a virtual-account or bank-transfer payment: income deduction or expense proof, with
 * its number; `hint` says when it is issued.
 */
export function CashReceiptFields<T extends CashReceiptValues>({
  form,
  hint,
}: {
  form: UseFormReturnType<T>;
  hint: string;
}) {
  const { t } = useTranslation();
  const purpose = form.getValues().cashReceiptPurpose;
  return (
    <>
      <NativeSelect
        mt="md"
        maw={320}
        label={t('payment.cashReceiptPurpose')}
        data={['none', ...CASH_RECEIPT_PURPOSES].map((value) => ({
          value,
          label: t(`payment.cashReceiptPurposes.${value}`),
        }))}
        {...form.getInputProps('cashReceiptPurpose')}
      />
      {purpose !== 'none' && (
        <TextInput
          mt="sm"
          maw={320}
          inputMode="numeric"
          autoComplete="off"
          label={t('payment.cashReceiptNumber')}
          {...form.getInputProps('cashReceiptNumber')}
        />
      )}
      {purpose !== 'none' && (
        <Text size="sm" c="gray.7" mt="xs">
          {hint}
        </Text>
      )}
    </>
  );
}
