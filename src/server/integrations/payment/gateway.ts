import { z } from 'zod';

/**
 * The payment record and errors every provider answers with (provider.ts is the interface). The
 * record follows Toss Payments' v1 Payment object (https://docs.tosspayments.com/reference).
 */

export const GATEWAY_PAYMENT_STATUSES = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'ABORTED',
  'EXPIRED',
] as const;

/** The fields of Toss's Payment object the platform reads; others pass through untouched. */
export const gatewayPaymentSchema = z.looseObject({
  paymentKey: z.string(),
  orderId: z.string(),
  orderName: z.string().nullish(),
  type: z.string().nullish(),
  method: z.string().nullish(),
  status: z.enum(GATEWAY_PAYMENT_STATUSES),
  totalAmount: z.number().int(),
  balanceAmount: z.number().int(),
  requestedAt: z.string().nullish(),
  approvedAt: z.string().nullish(),
  lastTransactionKey: z.string().nullish(),
  secret: z.string().nullish(),
  card: z
    .looseObject({
      issuerCode: z.string().nullish(),
      number: z.string().nullish(),
      installmentPlanMonths: z.number().int().nullish(),
      approveNo: z.string().nullish(),
      amount: z.number().int().nullish(),
    })
    .nullish(),
  virtualAccount: z
    .looseObject({
      accountNumber: z.string(),
      bankCode: z.string(),
      customerName: z.string().nullish(),
      dueDate: z.string(),
      expired: z.boolean().nullish(),
    })
    .nullish(),
  cancels: z
    .array(
      z.looseObject({
        cancelAmount: z.number().int(),
        cancelReason: z.string().nullish(),
        canceledAt: z.string().nullish(),
        transactionKey: z.string().nullish(),
      }),
    )
    .nullish(),
  receipt: z.looseObject({ url: z.string() }).nullish(),
  failure: z.looseObject({ code: z.string(), message: z.string() }).nullish(),
});
export type GatewayPayment = z.infer<typeof gatewayPaymentSchema>;

export const billingAuthSchema = z.looseObject({
  billingKey: z.string(),
  customerKey: z.string(),
  authenticatedAt: z.string().nullish(),
  method: z.string().nullish(),
  cardCompany: z.string().nullish(),
  cardNumber: z.string().nullish(),
  card: z.looseObject({ issuerCode: z.string().nullish(), number: z.string().nullish() }).nullish(),
});
export type BillingAuth = z.infer<typeof billingAuthSchema>;

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

export function gatewayErrorKind(code: string, httpStatus: number): GatewayErrorKind {
  const known = KIND_BY_CODE[code];
  if (known) return known;
  if (httpStatus === 401 || httpStatus === 403) return 'unauthorized';
  if (httpStatus === 404) return 'not_found';
  if (httpStatus >= 500 || httpStatus === 0) return 'unavailable';
  return 'invalid_request';
}

/** A failed gateway call: the gateway's own code and message, and what it means here. */
export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'GatewayError';
    this.kind = gatewayErrorKind(code, httpStatus);
  }
}
