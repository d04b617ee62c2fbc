import type { EasyPayProvider } from '@shared/contract/payment';
import { z } from 'zod';
import type { GatewayErrorKind, PaymentRecord, PaymentRecordStatus, SavedCardAuth } from './gateway';
import type {
  CancelRequest,
  CashReceipt,
  CashReceiptPurpose,
  CashReceiptRequest,
  ProviderReturn,
  ReturnFlow,
  WebhookEvent,
  WebhookRequest,
} from './provider';

/**
 * Toss Payments' v1 wire shapes (https://docs.tosspayments.com/reference) and their mapping into
 * the platform's records: the Payment object, billing keys, error codes, cash receipts
 * (https://docs.tosspayments.com/reference#현금영수증) and webhook bodies
 * (https://docs.tosspayments.com/reference/using-api/webhook-events). Nothing outside the Toss
 * adapter (and the sandbox, which speaks this protocol) knows these names.
 */

export const TOSS_PAYMENT_STATUSES = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'ABORTED',
  'EXPIRED',
] as const;
type TossPaymentStatus = (typeof TOSS_PAYMENT_STATUSES)[number];

/** The fields of Toss's Payment object the mapping reads; others pass through into `raw`. */
export const tossPaymentSchema = z.looseObject({
  paymentKey: z.string(),
  orderId: z.string(),
  status: z.enum(TOSS_PAYMENT_STATUSES),
  totalAmount: z.number().int(),
  balanceAmount: z.number().int(),
  approvedAt: z.string().nullish(),
  lastTransactionKey: z.string().nullish(),
  secret: z.string().nullish(),
  card: z
    .looseObject({
      issuerCode: z.string().nullish(),
      number: z.string().nullish(),
      installmentPlanMonths: z.number().int().nullish(),
    })
    .nullish(),
  virtualAccount: z
    .looseObject({
      accountNumber: z.string(),
      bankCode: z.string(),
      customerName: z.string().nullish(),
      dueDate: z.string(),
    })
    .nullish(),
  /** 간편결제: the wallet by its Korean name (카카오페이); 계좌이체: the buyer's bank. */
  easyPay: z.looseObject({ provider: z.string().nullish() }).nullish(),
  transfer: z.looseObject({ bankCode: z.string().nullish() }).nullish(),
  receipt: z.looseObject({ url: z.string() }).nullish(),
  failure: z.looseObject({ code: z.string(), message: z.string() }).nullish(),
});
export type TossPayment = z.infer<typeof tossPaymentSchema>;

/** Toss's easyPay.provider names of the wallets the platform offers; other wallets pass as null. */
export const TOSS_EASY_PAY_NAMES: Record<EasyPayProvider, string> = {
  kakaopay: '카카오페이',
  naverpay: '네이버페이',
  tosspay: '토스페이',
};

/** The platform's wallet of a Toss easy-pay name (also how the sandbox ledger keeps it). */
export function walletOfTossName(name: string | null | undefined): EasyPayProvider | null {
  const found = Object.entries(TOSS_EASY_PAY_NAMES).find(([, tossName]) => tossName === name);
  return found ? (found[0] as EasyPayProvider) : null;
}

const STATUS: Record<TossPaymentStatus, PaymentRecordStatus> = {
  READY: 'pending',
  IN_PROGRESS: 'pending',
  WAITING_FOR_DEPOSIT: 'awaiting_deposit',
  DONE: 'paid',
  PARTIAL_CANCELED: 'partially_refunded',
  // Told apart below: money that went back, or an unpaid virtual account withdrawn.
  CANCELED: 'refunded',
  ABORTED: 'failed',
  EXPIRED: 'expired',
};

/**
 * Toss's Payment object in the platform's terms. Toss's balanceAmount is what is left of the
 * total, paid or not; a payment was paid once it was approved (a card at confirm, a virtual
 * account at its deposit), so an unpaid account's cancellation is 'canceled', not a refund.
 */
export function fromTossPayment(wire: TossPayment): PaymentRecord {
  const wasPaid =
    wire.status === 'DONE' ||
    wire.status === 'PARTIAL_CANCELED' ||
    (wire.status === 'CANCELED' && Boolean(wire.approvedAt));
  const status = wire.status === 'CANCELED' && !wasPaid ? 'canceled' : STATUS[wire.status];
  const paidAmount = wasPaid ? wire.totalAmount : 0;
  const remainingAmount = wasPaid ? wire.balanceAmount : 0;
  const account = wire.virtualAccount;
  const ended = status === 'failed' || status === 'expired' || status === 'canceled';
  return {
    paymentKey: wire.paymentKey,
    orderId: wire.orderId,
    status,
    amount: wire.totalAmount,
    paidAmount,
    refundedAmount: paidAmount - remainingAmount,
    remainingAmount,
    paidAt: wire.approvedAt ? new Date(wire.approvedAt) : null,
    transactionId: wire.lastTransactionKey ?? null,
    card: wire.card
      ? {
          company: wire.card.issuerCode ?? null,
          number: wire.card.number ?? null,
          installmentMonths: wire.card.installmentPlanMonths ?? 0,
        }
      : null,
    virtualAccount: account
      ? {
          bankCode: account.bankCode,
          accountNumber: account.accountNumber,
          holderName: account.customerName ?? null,
          dueDate: new Date(account.dueDate),
        }
      : null,
    easyPay: wire.easyPay ? { provider: walletOfTossName(wire.easyPay.provider) } : null,
    transfer: wire.transfer ? { bankCode: wire.transfer.bankCode ?? null } : null,
    depositSecret: wire.secret ?? null,
    receiptUrl: wire.receipt?.url ?? null,
    failureCode: ended ? (wire.failure?.code ?? wire.status) : null,
    raw: wire,
  };
}

export const tossBillingAuthSchema = z.looseObject({
  billingKey: z.string(),
  customerKey: z.string(),
  cardCompany: z.string().nullish(),
  cardNumber: z.string().nullish(),
  card: z.looseObject({ issuerCode: z.string().nullish(), number: z.string().nullish() }).nullish(),
});

/** Toss answers the card either nested (card.issuerCode) or flat (cardCompany), by API version. */
export function fromTossBillingAuth(wire: z.infer<typeof tossBillingAuthSchema>): SavedCardAuth {
  return {
    billingKey: wire.billingKey,
    customerKey: wire.customerKey,
    cardCompany: wire.card?.issuerCode ?? wire.cardCompany ?? null,
    cardNumber: wire.card?.number ?? wire.cardNumber ?? null,
    raw: wire,
  };
}

// Toss error codes: https://docs.tosspayments.com/reference/error-codes
const KIND_BY_CODE: Record<string, GatewayErrorKind> = {
  REJECT_CARD_PAYMENT: 'declined',
  REJECT_CARD_COMPANY: 'declined',
  REJECT_ACCOUNT_PAYMENT: 'declined',
  INVALID_CARD_NUMBER: 'declined',
  INVALID_CARD_EXPIRATION: 'declined',
  INVALID_STOPPED_CARD: 'declined',
  INVALID_REJECT_CARD: 'declined',
  INVALID_CARD_LOST_OR_STOLEN: 'declined',
  INVALID_PASSWORD: 'declined',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: 'declined',
  EXCEED_MAX_PAYMENT_AMOUNT: 'declined',
  EXCEED_MAX_AMOUNT: 'declined',
  EXCEED_MAX_ONE_DAY_AMOUNT: 'declined',
  EXCEED_MAX_MONTHLY_PAYMENT_AMOUNT: 'declined',
  NOT_AVAILABLE_PAYMENT: 'declined',
  NOT_SUPPORTED_INSTALLMENT_PLAN_CARD_OR_MERCHANT: 'declined',
  INVALID_CARD_INSTALLMENT_PLAN: 'declined',
  BELOW_MINIMUM_AMOUNT: 'declined',
  FDS_ERROR: 'declined',
  PAY_PROCESS_CANCELED: 'declined',
  PAY_PROCESS_ABORTED: 'declined',
  INVALID_REQUEST: 'invalid_request',
  DUPLICATED_ORDER_ID: 'invalid_request',
  ALREADY_PROCESSED_PAYMENT: 'already_processed',
  NOT_FOUND_PAYMENT: 'not_found',
  NOT_FOUND_BILLING: 'not_found',
  NOT_FOUND_PAYMENT_SESSION: 'session_expired',
  ALREADY_CANCELED_PAYMENT: 'not_cancelable',
  NOT_CANCELABLE_AMOUNT: 'not_cancelable',
  NOT_CANCELABLE_PAYMENT: 'not_cancelable',
  EXCEED_CANCEL_AMOUNT_DISCOUNT_AMOUNT: 'not_cancelable',
  INVALID_REFUND_ACCOUNT_INFO: 'not_cancelable',
  INVALID_REFUND_ACCOUNT_NUMBER: 'not_cancelable',
  REFUND_REJECTED: 'not_cancelable',
  UNAUTHORIZED_KEY: 'unauthorized',
  INVALID_API_KEY: 'unauthorized',
  INCORRECT_BASIC_AUTH_FORMAT: 'unauthorized',
  FORBIDDEN_REQUEST: 'unauthorized',
  IDEMPOTENT_REQUEST_PROCESSING: 'processing',
  PROVIDER_ERROR: 'unavailable',
  FAILED_INTERNAL_SYSTEM_PROCESSING: 'unavailable',
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: 'unavailable',
  UNKNOWN_PAYMENT_ERROR: 'unavailable',
};

/** A Toss error code (or, for a code not in the table, the HTTP status) as the platform reads it. */
export function tossErrorKind(code: string, httpStatus: number): GatewayErrorKind {
  const known = KIND_BY_CODE[code];
  if (known) return known;
  if (httpStatus === 401 || httpStatus === 403) return 'unauthorized';
  if (httpStatus === 404) return 'not_found';
  if (httpStatus >= 500 || httpStatus === 0) return 'unavailable';
  return 'invalid_request';
}

/** Toss's cancel body; its cancelReason takes at most 200 characters. */
export function cancelBody(request: CancelRequest) {
  return {
    cancelReason: request.reason.slice(0, 200),
    ...(request.amount !== undefined ? { cancelAmount: request.amount } : {}),
    ...(request.refundAccount ? { refundReceiveAccount: request.refundAccount } : {}),
  };
}

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

const jsonText = z.string().transform((text, ctx): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Malformed JSON' });
    return z.NEVER;
  }
});

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

/**
 * Toss signs neither of these (a deposit carries its secret instead), so only the body is read. A
 * malformed body throws (answered 400, so the sender sees it was not taken).
 */
export function tossWebhookEvent(request: WebhookRequest): WebhookEvent {
  const body = jsonText.parse(request.rawBody.toString('utf8'));
  if (body && typeof body === 'object' && 'eventType' in body) {
    const paymentKey = paymentEventBody.parse(body).data.paymentKey;
    return paymentKey ? { kind: 'payment_changed', paymentKey } : { kind: 'ignored' };
  }
  const deposit = depositCallbackBody.parse(body);
  return { kind: 'deposit', orderId: deposit.orderId, secret: deposit.secret };
}

/**
 * Toss's return to successUrl / failUrl: `paymentKey, orderId, amount` after a checkout, `authKey,
 * customerKey` after a card registration, `code, message` (and `orderId`) on failure.
 */
export function tossReturn(
  flow: ReturnFlow,
  fields: Readonly<Record<string, string | undefined>>,
): ProviderReturn {
  const failed = (code: string | undefined): ProviderReturn => ({
    kind: 'failed',
    code: code || 'INVALID_REQUEST',
    message: fields.message ?? '',
    orderId: fields.orderId || null,
  });
  if (fields.code) return failed(fields.code);
  if (flow === 'card')
    return fields.authKey && fields.customerKey
      ? { kind: 'card_registered', authKey: fields.authKey, customerKey: fields.customerKey }
      : failed(undefined);
  const amount = Number(fields.amount);
  return fields.paymentKey && fields.orderId && Number.isInteger(amount)
    ? { kind: 'paid', paymentKey: fields.paymentKey, orderId: fields.orderId, amount }
    : failed(undefined);
}
