import { z } from 'zod';
import type { CashReceipt, CashReceiptPurpose, CashReceiptRequest, WebhookEvent } from './provider';

/**
 * Toss Payments' wire shapes that have a platform-side counterpart of their own: cash receipts
 * (https://docs.tosspayments.com/reference#현금영수증) and webhook bodies
 * (https://docs.tosspayments.com/reference/using-api/webhook-events).
 */

export const TOSS_CASH_RECEIPT_TYPES: Record<CashReceiptPurpose, string> = {
  income_deduction: '소득공제',
  expense_proof: '지출증빙',
};

export const tossCashReceiptSchema = z.looseObject({
  receiptKey: z.string(),
  issueNumber: z.string().nullish(),
  issueStatus: z.string().nullish(),
  transactionType: z.string().nullish(),
  amount: z.number().int(),
  receiptUrl: z.string().nullish(),
});

export function cashReceiptBody(input: CashReceiptRequest) {
  return {
    amount: input.amount,
    orderId: input.orderId,
    orderName: input.orderName,
    customerIdentityNumber: input.identityNumber,
    type: TOSS_CASH_RECEIPT_TYPES[input.purpose],
  };
}

export function fromTossCashReceipt(wire: z.infer<typeof tossCashReceiptSchema>): CashReceipt {
  const status =
    wire.issueStatus === 'FAILED' ? 'failed' : wire.transactionType === 'CANCEL' ? 'canceled' : 'issued';
  return {
    receiptKey: wire.receiptKey,
    issueNumber: wire.issueNumber ?? null,
    status,
    receiptUrl: wire.receiptUrl ?? null,
    amount: wire.amount,
  };
}

/** DEPOSIT_CALLBACK: a virtual account's deposit, proven by the secret given at issuance. */
const depositCallbackBody = z.object({
  createdAt: z.string().optional(),
  secret: z.string().min(1).max(200),
  status: z.string().min(1).max(40),
  transactionKey: z.string().max(200).optional(),
  orderId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
});
/** PAYMENT_STATUS_CHANGED and similar events: only the paymentKey is used, then re-fetched. */
const paymentEventBody = z.object({
  eventType: z.string().min(1).max(60),
  createdAt: z.string().optional(),
  data: z.looseObject({ paymentKey: z.string().min(1).max(200).optional(), orderId: z.string().optional() }),
});

/** A malformed body throws (answered 400, so the sender sees it was not taken). */
export function tossWebhookEvent(body: unknown): WebhookEvent {
  if (body && typeof body === 'object' && 'eventType' in body) {
    const paymentKey = paymentEventBody.parse(body).data.paymentKey;
    return paymentKey ? { kind: 'payment_changed', paymentKey } : { kind: 'ignored' };
  }
  const deposit = depositCallbackBody.parse(body);
  return { kind: 'deposit', orderId: deposit.orderId, secret: deposit.secret };
}
