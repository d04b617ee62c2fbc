import { NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { VIRTUAL_ACCOUNT_BANKS } from '@shared/contract/payment';
import { useTranslation } from 'react-i18next';
import { bankName } from '../lib/bank-name';

/** Where a virtual-account payment goes back by transfer (Toss's refundReceiveAccount): bank, number, holder. */
export function RefundAccountFields<V>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  return (
    <>
      <NativeSelect
        label={t('payment.refundBank')}
        required
        data={VIRTUAL_ACCOUNT_BANKS.map((code) => ({ value: code, label: bankName(t, code) }))}
        {...form.getInputProps('refundAccount.bank')}
      />
      <TextInput
        label={t('payment.refundAccountNumber')}
        required
        inputMode="numeric"
        autoComplete="off"
        {...form.getInputProps('refundAccount.accountNumber')}
      />
      <TextInput
        label={t('payment.accountHolder')}
        required
        autoComplete="name"
        {...form.getInputProps('refundAccount.holderName')}
      />
    </>
  );
}
