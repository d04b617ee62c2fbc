import type { EasyPayProvider, PaymentMethod } from '@shared/contract/payment';
import { TOSS_EASY_PAY_NAMES } from '../toss-wire';
import { options } from './sandbox-html';
import { WINDOW_OUTCOMES } from './sandbox-ledger';

/**
 * The sandbox checkout's fields for 간편결제 and 계좌이체: the wallet (preselected from the
 * platform's payment page, as Toss's SDK opens the chosen wallet directly) and the test outcome.
 */

const PAGE_TITLES: Record<PaymentMethod, string> = {
  card: '카드 결제',
  virtual_account: '가상계좌 발급',
  easy_pay: '간편결제',
  transfer: '계좌이체',
};

export const windowPageTitle = (method: PaymentMethod) => PAGE_TITLES[method];

export function easyPayFields(chosen: EasyPayProvider | undefined): string {
  const wallets = Object.entries(TOSS_EASY_PAY_NAMES).map(([value, label]) => ({ value, label }));
  return `<label for="easyPay">간편결제사</label><select id="easyPay" name="easyPay">${options(wallets, chosen)}</select>`;
}

export function windowFields(): string {
  return `<label for="outcome">테스트 결과</label><select id="outcome" name="outcome">${options(WINDOW_OUTCOMES)}</select>`;
}
