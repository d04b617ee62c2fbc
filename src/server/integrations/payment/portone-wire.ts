import type { EasyPayProvider } from '@shared/contract/payment';
import { z } from 'zod';
import type { GatewayErrorKind, PaymentRecord, PaymentRecordStatus, SavedCardAuth } from './gateway';
import type {
  CancelRequest,
  CashReceipt,
  CashReceiptPurpose,
  CashReceiptRequest,
  CheckoutRequest,
  ProviderReturn,
  ReturnFlow,
  WebhookEvent,
} from './provider';

/**
 * PortOne V2's wire shapes (https://developers.portone.io/api/rest-v2) and their mapping into the
 * platform's records: the Payment object, billing-key info, error types, cash receipts, the
 * browser's return and webhook bodies. Nothing outside the PortOne adapter (and its stand-in, which
 * speaks this protocol) knows these names.
 */

export const PORTONE_PAYMENT_STATUSES = [
  'READY',
  'PENDING',
  'VIRTUAL_ACCOUNT_ISSUED',
  'PAID',
  'PARTIAL_CANCELLED',
  'CANCELLED',
  'FAILED',
] as const;
type PortOneStatus = (typeof PORTONE_PAYMENT_STATUSES)[number];

/**
 * PortOne's payMethod for each of the platform's methods. Keyed by name rather than typed by
 * PaymentMethod so that methods added to the platform later (easy pay, transfer) find theirs here.
 */
export const PORTONE_PAY_METHODS: Readonly<Record<string, string>> = {
  card: 'CARD',
  virtual_account: 'VIRTUAL_ACCOUNT',
  easy_pay: 'EASY_PAY',
  transfer: 'TRANSFER',
};

export function portonePayMethod(method: CheckoutRequest['method']): string {
  const payMethod = PORTONE_PAY_METHODS[method];
  if (!payMethod) throw new Error(`PortOne has no payMethod for ${method}`);
  return payMethod;
}

/** The platform's bank codes (those checkout offers) and PortOne's Bank names. */
export const PORTONE_BANKS: Readonly<Record<string, string>> = {
  '88': 'SHINHAN',
  '04': 'KOOKMIN',
  '20': 'WOORI',
  '81': 'HANA',
  '11': 'NONGHYUP',
};
const BANK_CODES = Object.fromEntries(Object.entries(PORTONE_BANKS).map(([code, name]) => [name, code]));

/** PortOne's EasyPayProvider name of each wallet the platform offers. */
export const PORTONE_EASY_PAY_NAMES: Readonly<Record<EasyPayProvider, string>> = {
  kakaopay: 'KAKAOPAY',
  naverpay: 'NAVERPAY',
  tosspay: 'TOSSPAY',
};
/** The other way round; wallets the platform does not offer pass as null. */
export const PORTONE_EASY_PAY_PROVIDERS: Readonly<Record<string, EasyPayProvider>> = Object.fromEntries(
  Object.entries(PORTONE_EASY_PAY_NAMES).map(([wallet, name]) => [name, wallet as EasyPayProvider]),
);

/** PortOne's CardCompany names and the card-company codes orders keep. */
export const PORTONE_CARD_COMPANIES: Readonly<Record<string, string>> = {
  KOOKMIN_CARD: '11',
  HANA_CARD: '21',
  BC_CARD: '31',
  WOORI_CARD: '33',
  SHINHAN_CARD: '41',
  SAMSUNG_CARD: '51',
  HYUNDAI_CARD: '61',
  LOTTE_CARD: '71',
  NH_CARD: '91',
};
const CARD_COMPANY_NAMES = Object.fromEntries(
  Object.entries(PORTONE_CARD_COMPANIES).map(([name, code]) => [code, name]),
);
export const portoneCardCompany = (code: string | null) => (code ? (CARD_COMPANY_NAMES[code] ?? null) : null);

const cardDetails = z.looseObject({
  publisher: z.string().nullish(),
  issuer: z.string().nullish(),
  number: z.string().nullish(),
});

const paymentMethod = z.looseObject({
  type: z.string(),
  card: cardDetails.nullish(),
  installment: z.looseObject({ month: z.number().int() }).nullish(),
  bank: z.string().nullish(),
  accountNumber: z.string().nullish(),
  remitteeName: z.string().nullish(),
  expiredAt: z.string().nullish(),
  provider: z.string().nullish(),
});

/** The fields of PortOne's Payment object the mapping reads; others pass through into `raw`. */
export const portonePaymentSchema = z.looseObject({
  status: z.enum(PORTONE_PAYMENT_STATUSES),
  id: z.string(),
  transactionId: z.string().nullish(),
  orderName: z.string().nullish(),
  amount: z.looseObject({
    total: z.number().int(),
    paid: z.number().int().default(0),
    cancelled: z.number().int().default(0),
  }),
  method: paymentMethod.nullish(),
  paidAt: z.string().nullish(),
  receiptUrl: z.string().nullish(),
  cancellations: z.array(z.looseObject({ id: z.string() })).nullish(),
  failure: z.looseObject({ reason: z.string().nullish(), pgCode: z.string().nullish() }).nullish(),
});
export type PortOnePayment = z.infer<typeof portonePaymentSchema>;

const STATUS: Record<PortOneStatus, PaymentRecordStatus> = {
  READY: 'pending',
  PENDING: 'pending',
  VIRTUAL_ACCOUNT_ISSUED: 'awaiting_deposit',
  PAID: 'paid',
  PARTIAL_CANCELLED: 'partially_refunded',
  // Told apart below: money that went back, or an unpaid virtual account withdrawn.
  CANCELLED: 'refunded',
  FAILED: 'failed',
};

/**
 * PortOne's Payment in the platform's terms. The payment id is the platform's order id (the
 * checkout and the billing charge name it so), so it serves as both keys. `amount.paid` is what
 * arrived and `amount.cancelled` what went back; a cancelled payment with nothing paid was an
 * unpaid virtual account withdrawn.
 */
export function fromPortOnePayment(wire: PortOnePayment): PaymentRecord {
  const paidAmount = wire.amount.paid;
  const status = wire.status === 'CANCELLED' && paidAmount === 0 ? 'canceled' : STATUS[wire.status];
  const refundedAmount = Math.min(wire.amount.cancelled, paidAmount);
  const method = wire.method;
  const card = method?.type === 'PaymentMethodCard' ? method : null;
  const account = method?.type === 'PaymentMethodVirtualAccount' ? method : null;
  const wallet = method?.type === 'PaymentMethodEasyPay' ? method : null;
  const transfer = method?.type === 'PaymentMethodTransfer' ? method : null;
  const company = card?.card?.publisher ?? card?.card?.issuer ?? null;
  const latestCancellation = wire.cancellations?.at(-1)?.id;
  return {
    paymentKey: wire.id,
    orderId: wire.id,
    status,
    amount: wire.amount.total,
    paidAmount,
    refundedAmount,
    remainingAmount: paidAmount - refundedAmount,
    paidAt: wire.paidAt ? new Date(wire.paidAt) : null,
    transactionId: latestCancellation ?? wire.transactionId ?? null,
    card: card
      ? {
          company: company ? (PORTONE_CARD_COMPANIES[company] ?? company) : null,
          number: card.card?.number ?? null,
          installmentMonths: card.installment?.month ?? 0,
        }
      : null,
    virtualAccount:
      account?.accountNumber && account.expiredAt
        ? {
            bankCode: BANK_CODES[account.bank ?? ''] ?? account.bank ?? '',
            accountNumber: account.accountNumber,
            holderName: account.remitteeName ?? null,
            dueDate: new Date(account.expiredAt),
          }
        : null,
    easyPay: wallet ? { provider: PORTONE_EASY_PAY_PROVIDERS[wallet.provider ?? ''] ?? null } : null,
    transfer: transfer ? { bankCode: BANK_CODES[transfer.bank ?? ''] ?? transfer.bank ?? null } : null,
    // PortOne signs its webhooks; a deposit needs no per-account secret.
    depositSecret: null,
    receiptUrl: wire.receiptUrl ?? null,
    failureCode: wire.status === 'FAILED' ? (wire.failure?.pgCode ?? 'FAILED') : null,
    raw: wire,
  };
}

/** GET /billing-keys/{billingKey}: the card behind an issued billing key. */
export const portoneBillingKeySchema = z.looseObject({
  billingKey: z.string(),
  status: z.string().optional(),
  customer: z.looseObject({ id: z.string().nullish() }).nullish(),
  methods: z.array(z.looseObject({ type: z.string(), card: cardDetails.nullish() })).nullish(),
});

export function fromPortOneBillingKey(
  wire: z.infer<typeof portoneBillingKeySchema>,
  customerKey: string,
): SavedCardAuth {
  const card = wire.methods?.find((method) => method.card)?.card;
  const company = card?.publisher ?? card?.issuer ?? null;
  return {
    billingKey: wire.billingKey,
    customerKey: wire.customer?.id ?? customerKey,
    cardCompany: company ? (PORTONE_CARD_COMPANIES[company] ?? company) : null,
    cardNumber: card?.number ?? null,
    raw: wire,
  };
}

// PortOne's error types: https://developers.portone.io/api/rest-v2 (each operation's errors).
const KIND_BY_TYPE: Record<string, GatewayErrorKind> = {
  PG_PROVIDER: 'declined',
  INVALID_REQUEST: 'invalid_request',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'unauthorized',
  PAYMENT_NOT_FOUND: 'not_found',
  BILLING_KEY_NOT_FOUND: 'not_found',
  CASH_RECEIPT_NOT_FOUND: 'not_found',
  CHANNEL_NOT_FOUND: 'invalid_request',
  ALREADY_PAID: 'already_processed',
  CASH_RECEIPT_ALREADY_ISSUED: 'already_processed',
  PAYMENT_ALREADY_CANCELLED: 'not_cancelable',
  PAYMENT_NOT_PAID: 'not_cancelable',
  CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT: 'not_cancelable',
  CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN: 'not_cancelable',
  CASH_RECEIPT_NOT_ISSUED: 'not_cancelable',
  BILLING_KEY_ALREADY_DELETED: 'declined',
  IDEMPOTENT_REQUEST_PROCESSING: 'processing',
};

/** A PortOne error type (or, for one not in the table, the HTTP status) as the platform reads it. */
export function portoneErrorKind(type: string, httpStatus: number): GatewayErrorKind {
  const known = KIND_BY_TYPE[type];
  if (known) return known;
  if (httpStatus === 401 || httpStatus === 403) return 'unauthorized';
  if (httpStatus === 404) return 'not_found';
  if (httpStatus === 409) return 'processing';
  if (httpStatus >= 500 || httpStatus === 0) return 'unavailable';
  return 'invalid_request';
}

/** POST /payments/{paymentId}/cancel: `amount` omitted cancels what is left. */
export function portoneCancelBody(request: CancelRequest) {
  const account = request.refundAccount;
  return {
    reason: request.reason.slice(0, 200),
    ...(request.amount !== undefined ? { amount: request.amount } : {}),
    ...(account
      ? {
          refundAccount: {
            bank: PORTONE_BANKS[account.bank] ?? account.bank,
            number: account.accountNumber,
            holderName: account.holderName,
          },
        }
      : {}),
  };
}

export const portoneCancelResponse = z.looseObject({
  cancellation: z.looseObject({ status: z.string(), id: z.string() }),
});

const CASH_RECEIPT_TYPES: Record<CashReceiptPurpose, 'PERSONAL' | 'CORPORATE'> = {
  income_deduction: 'PERSONAL',
  expense_proof: 'CORPORATE',
};

/** POST /cash-receipts: a receipt for a payment made outside PortOne's own (the payment id names it). */
export function portoneCashReceiptBody(input: CashReceiptRequest, channelKey: string) {
  return {
    paymentId: input.orderId,
    channelKey,
    type: CASH_RECEIPT_TYPES[input.purpose],
    orderName: input.orderName,
    currency: 'KRW',
    amount: { total: input.amount },
    customer: { identityNumber: input.identityNumber },
  };
}

export const portoneCashReceiptIssued = z.looseObject({
  cashReceipt: z.looseObject({
    issueNumber: z.string().nullish(),
    totalAmount: z.number().int(),
    url: z.string().nullish(),
  }),
});
export const portoneCashReceiptCancelled = z.looseObject({ cancelledAmount: z.number().int() });

/** The receipt is addressed by its payment id at PortOne, so that is its key here. */
export function fromPortOneCashReceipt(
  paymentId: string,
  wire: z.infer<typeof portoneCashReceiptIssued>,
): CashReceipt {
  return {
    receiptKey: paymentId,
    issueNumber: wire.cashReceipt.issueNumber ?? null,
    status: 'issued',
    receiptUrl: wire.cashReceipt.url ?? null,
    amount: wire.cashReceipt.totalAmount,
  };
}

/**
 * The browser's return from PortOne's window (to redirectUrl, or the SDK's answer passed on):
 * `paymentId` (or `billingKey`) on success, with `code` and `message` (and the PG's `pgCode`) when
 * it failed or the buyer closed the window. The amount is not sent back; confirm reads it from PortOne.
 */
export function portoneReturn(
  flow: ReturnFlow,
  fields: Readonly<Record<string, string | undefined>>,
): ProviderReturn {
  const orderId = flow === 'payment' ? fields.paymentId || null : null;
  if (fields.code || (flow === 'payment' ? !fields.paymentId : !fields.billingKey || !fields.customerKey))
    return {
      kind: 'failed',
      // PortOne's own code is a category (FAILURE_TYPE_PG); the PG's code, when sent, names the reason.
      code: fields.pgCode || fields.code || 'INVALID_REQUEST',
      message: fields.message ?? '',
      orderId,
    };
  if (flow === 'card')
    return { kind: 'card_registered', authKey: fields.billingKey!, customerKey: fields.customerKey! };
  return { kind: 'paid', paymentKey: fields.paymentId!, orderId: fields.paymentId!, amount: null };
}

const webhookBody = z.object({
  type: z.string().min(1).max(80),
  timestamp: z.string().optional(),
  data: z.looseObject({ paymentId: z.string().min(1).max(200).optional() }),
});

/**
 * A verified PortOne webhook (2024-04-25 body): a Transaction.* event names the payment, which
 * is then fetched again; other events are not ours to act on.
 */
export function portoneWebhookEvent(rawBody: Buffer): WebhookEvent {
  const body = webhookBody.parse(JSON.parse(rawBody.toString('utf8')));
  const paymentId = body.data.paymentId;
  return body.type.startsWith('Transaction.') && paymentId
    ? { kind: 'payment_changed', paymentKey: paymentId }
    : { kind: 'ignored' };
}
