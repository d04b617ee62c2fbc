import type { EasyPayProvider, PaymentMethod } from '@shared/contract/payment';
import type { TFunction } from 'i18next';

/**
 * An order's method as members and operators read it: an easy-pay order by its wallet (카카오페이),
 * any other by its method (계좌이체, 가상계좌…).
 */
export function paymentMethodName(
  t: TFunction,
  order: { method: PaymentMethod | 'free'; easyPayProvider: EasyPayProvider | null },
): string {
  if (order.method === 'easy_pay' && order.easyPayProvider)
    return t(`payment.easyPayProviders.${order.easyPayProvider}`);
  return t(`payment.methods.${order.method}`);
}
