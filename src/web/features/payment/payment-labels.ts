import type { Locale } from '@shared/constants';
import type { PaymentInfo } from '@shared/contract/payment';
import type { TFunction } from 'i18next';
import { formatKrw } from '../../lib/format';

/** Bank names by the gateway's two-digit code; an unknown code is shown as it is. */
export function bankName(t: TFunction, code: string): string {
  return t(`msg:banks.${code}`, { defaultValue: code });
}

/** "Card (Shinhan 4330-****) · 3 months", "Virtual account (KB Kookmin Bank)", or the method alone. */
export function methodLabel(
  t: TFunction,
  info: Pick<PaymentInfo, 'method' | 'installmentMonths' | 'cardNumber' | 'virtualAccount'>,
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
  return t('payment.methods.free');
}

export function discountLabel(amount: number, locale: Locale): string {
  return amount > 0 ? `−${formatKrw(amount, locale)}` : formatKrw(0, locale);
}
