import type { sandboxBillingAuths, sandboxPayments } from '../../../db/schema/sandbox-gateway';
import { PORTONE_BANKS, PORTONE_EASY_PAY_NAMES, portoneCardCompany } from '../portone-wire';
import { kstIso, receiptUrlOf, type SandboxDeps, type SandboxError } from '../sandbox/sandbox-ledger';
import { walletOfTossName } from '../toss-wire';

/**
 * The shared sandbox ledger (its Toss-shaped rows and states) as PortOne V2 answers
 * (https://developers.portone.io/api/rest-v2): the Payment object, the billing-key info, the errors.
 */

type PaymentRow = typeof sandboxPayments.$inferSelect;

const STATUS: Record<string, string> = {
  IN_PROGRESS: 'READY',
  WAITING_FOR_DEPOSIT: 'VIRTUAL_ACCOUNT_ISSUED',
  DONE: 'PAID',
  PARTIAL_CANCELED: 'PARTIAL_CANCELLED',
  CANCELED: 'CANCELLED',
  ABORTED: 'FAILED',
  EXPIRED: 'FAILED',
};

export const PORTONE_STORE_ID = 'store-sandbox';
export const PORTONE_CHANNEL_KEY = 'channel-key-sandbox';

export function toPortOnePayment(row: PaymentRow, deps: SandboxDeps) {
  const paid = row.approvedAt ? row.totalAmount : 0;
  const cancelled = row.approvedAt ? row.totalAmount - row.balanceAmount : 0;
  const receiptUrl = receiptUrlOf(deps, row);
  return {
    status: STATUS[row.status] ?? 'FAILED',
    id: row.orderId,
    transactionId: row.paymentKey,
    merchantId: 'merchant-sandbox',
    storeId: PORTONE_STORE_ID,
    version: 'V2',
    requestedAt: kstIso(row.requestedAt),
    paidAt: kstIso(row.approvedAt),
    orderName: row.orderName,
    currency: 'KRW',
    customer: { id: row.customerKey, name: row.customerName },
    amount: { total: row.totalAmount, taxFree: 0, paid, cancelled },
    method: portoneMethod(row),
    cancellations: row.cancels.map((cancel) => ({
      status: 'SUCCEEDED',
      id: cancel.transactionKey,
      totalAmount: cancel.cancelAmount,
      reason: cancel.cancelReason,
      cancelledAt: cancel.canceledAt,
    })),
    receiptUrl: row.approvedAt ? receiptUrl : null,
    failure:
      row.status === 'ABORTED' || row.status === 'EXPIRED'
        ? { reason: row.status, pgCode: row.status }
        : null,
  };
}

/** The ledger's method as PortOne's PaymentMethod union (its `type` names the variant). */
function portoneMethod(row: PaymentRow) {
  const bank = PORTONE_BANKS[row.bankCode ?? ''] ?? row.bankCode;
  if (row.method === 'CARD') {
    const company = portoneCardCompany(row.cardCompany);
    return {
      type: 'PaymentMethodCard',
      card: { publisher: company, issuer: company, number: row.cardNumber },
      installment: row.installmentMonths ? { month: row.installmentMonths, isInterestFree: false } : null,
    };
  }
  if (row.method === 'EASY_PAY') {
    const wallet = walletOfTossName(row.easyPayProvider);
    return { type: 'PaymentMethodEasyPay', provider: wallet ? PORTONE_EASY_PAY_NAMES[wallet] : null };
  }
  if (row.method === 'TRANSFER') return { type: 'PaymentMethodTransfer', bank };
  return {
    type: 'PaymentMethodVirtualAccount',
    bank,
    accountNumber: row.accountNumber,
    remitteeName: row.customerName,
    expiredAt: kstIso(row.dueDate),
  };
}

export function toPortOneBillingKey(row: typeof sandboxBillingAuths.$inferSelect) {
  const company = portoneCardCompany(row.cardCompany);
  return {
    status: 'ISSUED',
    billingKey: row.billingKey,
    merchantId: 'merchant-sandbox',
    storeId: PORTONE_STORE_ID,
    customer: { id: row.customerKey },
    issuedAt: kstIso(row.authenticatedAt),
    methods: [
      {
        type: 'BillingKeyPaymentMethodCard',
        card: { publisher: company, issuer: company, number: row.cardNumber },
      },
    ],
  };
}

/** The ledger's Toss codes as PortOne's error types (a card refusal is PG_PROVIDER with the PG's code). */
const TYPES: Record<string, { type: string; status: number }> = {
  NOT_FOUND_PAYMENT: { type: 'PAYMENT_NOT_FOUND', status: 404 },
  NOT_FOUND_BILLING: { type: 'BILLING_KEY_NOT_FOUND', status: 404 },
  NOT_FOUND_CASH_RECEIPT: { type: 'CASH_RECEIPT_NOT_FOUND', status: 404 },
  ALREADY_CANCELED_PAYMENT: { type: 'PAYMENT_ALREADY_CANCELLED', status: 409 },
  NOT_CANCELABLE_PAYMENT: { type: 'PAYMENT_NOT_PAID', status: 409 },
  NOT_CANCELABLE_AMOUNT: { type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT', status: 409 },
  ALREADY_CANCELED_RECEIPT: { type: 'CASH_RECEIPT_NOT_ISSUED', status: 409 },
  DUPLICATED_ORDER_ID: { type: 'ALREADY_PAID', status: 409 },
  IDEMPOTENT_REQUEST_PROCESSING: { type: 'IDEMPOTENT_REQUEST_PROCESSING', status: 409 },
};

export function portoneErrorBody(error: SandboxError): { statusCode: number; body: Record<string, string> } {
  const known = TYPES[error.code];
  if (known) return { statusCode: known.status, body: { type: known.type, message: error.message } };
  if (error.code.startsWith('REJECT_'))
    return {
      statusCode: 400,
      body: { type: 'PG_PROVIDER', message: error.message, pgCode: error.code, pgMessage: error.message },
    };
  return { statusCode: 400, body: { type: 'INVALID_REQUEST', message: error.message } };
}
