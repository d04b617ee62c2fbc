import type { EasyPayProvider } from '@shared/contract/payment';

/**
 * The payment record and errors every provider answers with, in the platform's own terms
 * (provider.ts is the interface). Each adapter maps its gateway's objects and error codes into
 * these, as Medusa's AbstractPaymentProvider does; services read nothing else. The gateway's own
 * object travels along untouched (`raw`) for support and audit, and nothing branches on it.
 */

/**
 * Where a payment stands:
 * - pending: a checkout is open or being confirmed; nothing paid, no account issued;
 * - awaiting_deposit: a virtual account was issued and waits for the buyer's transfer;
 * - paid: the money arrived in full;
 * - partially_refunded / refunded: part / all of the paid money went back;
 * - canceled: closed before any money arrived (e.g. an unpaid virtual account withdrawn);
 * - expired: a virtual account's deadline or a checkout's window passed unpaid;
 * - failed: the gateway refused or the buyer gave up.
 */
export const PAYMENT_RECORD_STATUSES = [
  'pending',
  'awaiting_deposit',
  'paid',
  'partially_refunded',
  'refunded',
  'canceled',
  'expired',
  'failed',
] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

export interface PaymentCard {
  /** The card company's code, as checkout's card-company names read it. */
  company: string | null;
  /** Masked as the gateway gives it. */
  number: string | null;
  installmentMonths: number;
}

export interface PaymentVirtualAccount {
  bankCode: string;
  accountNumber: string;
  holderName: string | null;
  /** The last moment the account takes the deposit. */
  dueDate: Date;
}

/** 계좌이체: the buyer's own bank account paid at once; a refund goes back to it (no account asked). */
export interface PaymentTransfer {
  /** The buyer's bank, by the Korean bank code the checkout's bank names read. */
  bankCode: string | null;
}

export interface PaymentRecord {
  /** The gateway's id of the payment, kept on the order (orders.payment_key). */
  paymentKey: string;
  orderId: string;
  status: PaymentRecordStatus;
  /** KRW the payment is for. */
  amount: number;
  /** KRW the buyer paid: 0 until a card is approved or a deposit arrives. */
  paidAmount: number;
  /** KRW of the paid money given back so far. */
  refundedAmount: number;
  /** paidAmount − refundedAmount: what a further refund can still return. */
  remainingAmount: number;
  paidAt: Date | null;
  /** The gateway's id of the latest transaction on the payment: the approval, or the latest refund. */
  transactionId: string | null;
  card: PaymentCard | null;
  virtualAccount: PaymentVirtualAccount | null;
  /** 간편결제: the wallet paid with (a wallet funded by a card also fills `card`). */
  easyPay: { provider: EasyPayProvider | null } | null;
  transfer: PaymentTransfer | null;
  /** The per-payment secret a deposit notification must carry (virtual accounts). */
  depositSecret: string | null;
  receiptUrl: string | null;
  /** The gateway's own code for why the payment ended unpaid, shown to operators as it is. */
  failureCode: string | null;
  /** The gateway's own object, untouched: for support and audit, never read by services. */
  raw: unknown;
}

/** A card saved for billing (the membership's renewals), as the gateway issued its billing key. */
export interface SavedCardAuth {
  billingKey: string;
  customerKey: string;
  cardCompany: string | null;
  cardNumber: string | null;
  raw: unknown;
}

/** What a gateway error means to the platform, whatever the gateway's own code. */
export type GatewayErrorKind =
  | 'declined'
  | 'invalid_request'
  | 'already_processed'
  | 'not_found'
  | 'session_expired'
  | 'not_cancelable'
  | 'unauthorized'
  | 'processing'
  | 'unavailable';

/**
 * A failed gateway call: what it means here (`kind`, set by the adapter that knows the gateway's
 * codes), and the gateway's own code and message for operators and logs.
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    readonly code: string,
    message: string,
    readonly httpStatus = 0,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
