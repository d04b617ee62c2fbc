import { type Locale, PRODUCT_NAME } from '@shared/constants';
import type { PaymentInfo } from '@shared/contract/payment';
import type { TFunction } from 'i18next';
import { bankName } from '../../lib/bank-name';
import { formatDate, formatDateTime, formatKrw } from '../../lib/format';
import { paymentMethodName } from '../../lib/payment-method-name';

/**
 * "Card (Shinhan 4330-****) · 3 months", "Virtual account (KB Kookmin Bank)", "KakaoPay", "Bank
 * transfer · Shinhan Bank", or the method alone.
 */
export function methodLabel(
  t: TFunction,
  info: Pick<
    PaymentInfo,
    'method' | 'easyPayProvider' | 'installmentMonths' | 'cardNumber' | 'virtualAccount' | 'transferBankCode'
  >,
): string {
  if (info.method === 'card') {
    const months = info.installmentMonths
      ? t('payment.installmentN', { count: info.installmentMonths })
      : t('payment.lumpSum');
    const card = info.cardNumber ? ` ${info.cardNumber}` : '';
    return `${t('payment.methods.card')}${card} · ${months}`;
  }
  if (info.method === 'virtual_account')
    return info.virtualAccount
      ? `${t('payment.methods.virtual_account')} · ${bankName(t, info.virtualAccount.bankCode)}`
      : t('payment.methods.virtual_account');
  if (info.method === 'transfer' && info.transferBankCode)
    return `${t('payment.methods.transfer')} · ${bankName(t, info.transferBankCode)}`;
  return paymentMethodName(t, info);
}

export function discountLabel(amount: number, locale: Locale): string {
  return amount > 0 ? `−${formatKrw(amount, locale)}` : formatKrw(0, locale);
}

type VirtualAccount = NonNullable<PaymentInfo['virtualAccount']>;

/**
 * Where to transfer, as a Korean bank shows it: the account belongs to the merchant (예금주), and the
 * buyer's name is the one the deposit should carry (입금자명).
 */
export function virtualAccountRows(t: TFunction, account: VirtualAccount, locale: Locale) {
  return [
    { label: t('payment.bank'), value: bankName(t, account.bankCode), testId: 'va-bank' },
    { label: t('payment.accountNumber'), value: account.accountNumber, testId: 'va-account' },
    { label: t('payment.accountHolder'), value: PRODUCT_NAME, testId: 'va-holder' },
    { label: t('payment.depositorName'), value: account.holderName ?? '—' },
    { label: t('payment.depositDeadline'), value: formatDateTime(account.dueDate, locale) },
  ];
}

/** The order's rows on the member's payment detail: what was bought, how, for how much, and until when. */
export function paymentDetailRows(t: TFunction, info: PaymentInfo, locale: Locale) {
  const waiting = info.status === 'waiting_for_deposit';
  return [
    { label: t('payment.orderId'), value: info.orderId },
    { label: t('payment.orderedAt'), value: formatDateTime(info.createdAt, locale) },
    ...(info.approvedAt
      ? [{ label: t('payment.approvedAt'), value: formatDateTime(info.approvedAt, locale) }]
      : []),
    { label: t('payment.method'), value: methodLabel(t, info), testId: 'detail-method' },
    { label: t('payment.itemPrice'), value: formatKrw(info.listAmount, locale) },
    {
      label: t('payment.coupon'),
      value: info.coupon ? `${info.coupon.name} (${info.coupon.couponnumber})` : t('payment.noCouponUsed'),
      testId: 'detail-coupon',
    },
    { label: t('payment.couponDiscount'), value: discountLabel(info.discountAmount, locale) },
    ...(info.cashReceipt
      ? [
          {
            label: t('payment.cashReceiptTitle'),
            value: `${t(`payment.cashReceiptPurposes.${info.cashReceipt.purpose}`)} · ${t(`payment.cashReceiptStatus.${info.cashReceipt.status}`)}`,
            testId: 'detail-cash-receipt',
          },
        ]
      : []),
    {
      label: waiting ? t('payment.amountDue') : t('payment.amountPaid'),
      value: formatKrw(info.amount, locale),
      testId: 'detail-amount',
    },
    ...(info.canceledAmount > 0
      ? [{ label: t('payment.refundedTotal'), value: formatKrw(info.canceledAmount, locale) }]
      : []),
    ...(info.kind === 'course' && info.status === 'done'
      ? [
          {
            label: t('payment.accessUntil'),
            value: info.accessExpiresAt
              ? formatDate(info.accessExpiresAt, locale)
              : t('payment.accessLifetime'),
          },
        ]
      : []),
    ...(info.sessionStartsAt
      ? [{ label: t('payment.sessionStarts'), value: formatDateTime(info.sessionStartsAt, locale) }]
      : []),
  ];
}
