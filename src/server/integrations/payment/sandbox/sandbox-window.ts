import { EASY_PAY_PROVIDERS, type EasyPayProvider, type PaymentMethod } from '@shared/contract/payment';
import { z } from 'zod';
import { SANDBOX_BANKS, WINDOW_OUTCOMES, type WindowOutcome } from './sandbox-ledger';
import { PAY_CANCELED } from './sandbox-pages';

/**
 * What both stand-ins' checkout windows (Toss's sandbox and PortOne's) decide for a method other
 * than card before any money moves: a choice left out, or the buyer's test outcome in an easy-pay
 * or transfer window (approve, decline, close).
 */

/**
 * The buyer's choices in the checkout window's form (sandbox-pages.ts and sandbox-wallet-html.ts draw
 * them): the test card and instalments, the bank, the wallet and the test outcome.
 */
export const windowChoiceFields = {
  card: z.string().optional(),
  installmentMonths: z.coerce.number().int().min(0).max(12).default(0),
  bankCode: z.string().optional(),
  easyPay: z.enum(EASY_PAY_PROVIDERS).optional(),
  outcome: z.enum(WINDOW_OUTCOMES.map((outcome) => outcome.value)).default('approve'),
};

/** The choices a checkout address may preset (the platform's chosen bank or instalments). */
export const windowPresetFields = {
  installmentMonths: z.coerce.number().int().optional(),
  bankCode: z.string().max(3).optional(),
};

/** The refusals of a wallet payment and of a transfer (Toss's codes, read by both as declined). */
const WINDOW_DECLINES = {
  easy_pay: { code: 'PAY_PROCESS_ABORTED', message: '간편결제사에서 결제를 거절했습니다.' },
  transfer: { code: 'REJECT_ACCOUNT_PAYMENT', message: '잔액부족으로 결제에 실패했습니다.' },
};

export type WindowStop =
  | { kind: 'incomplete'; message: string }
  | { kind: 'refused'; code: string; message: string };

/** Why the window stops here, or null when the payment goes ahead. */
export function windowStop(
  method: Exclude<PaymentMethod, 'card'>,
  choice: { bankCode?: string; easyPay?: EasyPayProvider; outcome: WindowOutcome },
): WindowStop | null {
  if (method === 'easy_pay') {
    if (!choice.easyPay) return { kind: 'incomplete', message: '간편결제를 선택해 주세요.' };
  } else if (!SANDBOX_BANKS.some((bank) => bank.code === choice.bankCode)) {
    return { kind: 'incomplete', message: '은행을 선택해 주세요.' };
  }
  if (method === 'virtual_account' || choice.outcome === 'approve') return null;
  if (choice.outcome === 'close') return { kind: 'refused', ...PAY_CANCELED };
  return { kind: 'refused', ...WINDOW_DECLINES[method] };
}
