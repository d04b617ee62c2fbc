import { useForm } from '@mantine/form';
import {
  type BuyerInfo,
  checkoutForm,
  type EasyPayProvider,
  type PaymentCreateBody,
  VIRTUAL_ACCOUNT_BANKS,
} from '@shared/contract/payment';
import { formatPhoneNumber } from '@shared/format-phone';
import { useEffect } from 'react';
import { zodFormValidator } from '../../lib/zod-form';
import type { CashReceiptValues } from './components/cash-receipt-fields';

export interface CheckoutValues extends CashReceiptValues {
  name: string;
  email: string;
  phone: string;
  couponnumber: string;
  method: PaymentCreateBody['method'];
  installmentMonths: string;
  bankCode: string;
  easyPayProvider: EasyPayProvider;
  agree: boolean;
}

const validate = zodFormValidator<CheckoutValues>(checkoutForm);

/** The order form, checked by the shared checkout schema, filled in once with the buyer's saved details. */
export function useCheckoutForm(saved: BuyerInfo | undefined) {
  const form = useForm<CheckoutValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      email: '',
      phone: '',
      couponnumber: '',
      method: 'card',
      installmentMonths: '0',
      bankCode: VIRTUAL_ACCOUNT_BANKS[0],
      easyPayProvider: 'kakaopay',
      cashReceiptPurpose: 'none',
      cashReceiptNumber: '',
      agree: false,
    },
    validate,
  });

  const { initialize, getValues } = form;
  useEffect(() => {
    // Only the first call counts (Mantine), so the saved details fill the form once.
    if (saved) initialize({ ...getValues(), ...saved, phone: formatPhoneNumber(saved.phone) });
  }, [saved, initialize, getValues]);

  return form;
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
