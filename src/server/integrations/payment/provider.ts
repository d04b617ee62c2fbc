import type { CASH_RECEIPT_PURPOSES, PAYMENT_PROVIDERS, PaymentMethod } from '@shared/contract/payment';
import type { BillingAuth, GatewayPayment } from './gateway';

/**
 * A payment provider in the platform's own terms: what the services ask of any gateway. Each
 * provider is an adapter (provider-registry.ts); nothing outside the adapters knows which one runs.
 *
 * The payment record (GatewayPayment) keeps the field names and statuses of Toss Payments' Payment
 * object, the de-facto shape of Korean gateways; an adapter for another gateway maps into it.
 *
 * Every state-changing call takes an idempotency key from the caller, derived from the operation
 * (e.g. the orderId), so a retry after a crash or a lost answer replays instead of charging twice.
 */

export type ProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface RefundReceiveAccount {
  bank: string;
  accountNumber: string;
  holderName: string;
}

export interface CancelRequest {
  cancelReason: string;
  /** Omitted: whatever is left of the payment. */
  cancelAmount?: number;
  /** A virtual-account payment is refunded to this account. */
  refundReceiveAccount?: RefundReceiveAccount;
}

/** What the buyer's browser is handed to open the provider's checkout for an order. */
export interface CheckoutRequest {
  method: PaymentMethod;
  orderId: string;
  orderName: string;
  amount: number;
  customerKey: string;
  customerName: string;
  successUrl: string;
  failUrl: string;
  installmentMonths: number;
  bankCode?: string;
  /** The last moment a virtual account takes a deposit (null for a card). */
  virtualAccountDueDate: Date | null;
}

export interface CheckoutHandoff {
  provider: ProviderName;
  /** A page of the provider's to send the browser to, or null when its browser SDK opens a window. */
  checkoutUrl: string | null;
  /** The provider's public key for its browser SDK. */
  clientKey: string | null;
}

export interface CardRegistrationRequest {
  customerKey: string;
  successUrl: string;
  failUrl: string;
}

export interface CardRegistrationHandoff {
  provider: ProviderName;
  registrationUrl: string | null;
  clientKey: string | null;
}

/** 현금영수증: income deduction (소득공제, a mobile number) or expense proof (지출증빙, a business number). */
export type CashReceiptPurpose = (typeof CASH_RECEIPT_PURPOSES)[number];

export interface CashReceiptRequest {
  orderId: string;
  orderName: string;
  amount: number;
  purpose: CashReceiptPurpose;
  /** The mobile number or business registration number, digits only. */
  identityNumber: string;
}

export interface CashReceipt {
  receiptKey: string;
  issueNumber: string | null;
  /** 'issued' once the tax office's registration is under way or done; 'canceled' after a cancel. */
  status: 'issued' | 'canceled' | 'failed';
  receiptUrl: string | null;
  amount: number;
}

/**
 * A webhook as the platform reads it. The body is only a prompt: a deposit is proven by the
 * secret the provider gave for the virtual account, a payment change by fetching the payment again.
 */
export type WebhookEvent =
  | { kind: 'deposit'; orderId: string; secret: string }
  | { kind: 'payment_changed'; paymentKey: string }
  | { kind: 'ignored' };

/** Browser origins the provider's checkout needs in the page's CSP (its SDK, its window). */
export interface BrowserOrigins {
  script: string[];
  frame: string[];
  connect: string[];
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly browserOrigins: BrowserOrigins;
  startCheckout(request: CheckoutRequest): CheckoutHandoff;
  startCardRegistration(request: CardRegistrationRequest): CardRegistrationHandoff;
  /** Where the buyer makes a test deposit to a virtual account; null with a real bank behind it. */
  testDepositUrl(paymentKey: string): string | null;
  confirm(
    input: { paymentKey: string; orderId: string; amount: number },
    idempotencyKey: string,
  ): Promise<GatewayPayment>;
  getPayment(paymentKey: string): Promise<GatewayPayment>;
  /** Null when the provider has no payment for the order (the member never finished checkout). */
  lookupByOrder(orderId: string): Promise<GatewayPayment | null>;
  cancel(paymentKey: string, input: CancelRequest, idempotencyKey: string): Promise<GatewayPayment>;
  issueBillingKey(
    input: { authKey: string; customerKey: string },
    idempotencyKey: string,
  ): Promise<BillingAuth>;
  chargeBillingKey(
    billingKey: string,
    input: { customerKey: string; amount: number; orderId: string; orderName: string },
    idempotencyKey: string,
  ): Promise<GatewayPayment>;
  issueCashReceipt(input: CashReceiptRequest, idempotencyKey: string): Promise<CashReceipt>;
  /** Omitting the amount cancels what is left of the receipt. */
  cancelCashReceipt(
    receiptKey: string,
    input: { amount?: number },
    idempotencyKey: string,
  ): Promise<CashReceipt>;
  verifyAndParseWebhook(body: unknown): WebhookEvent;
}
