import type {
  CASH_RECEIPT_PURPOSES,
  EasyPayProvider,
  PAYMENT_PROVIDERS,
  PaymentMethod,
  RefundAccount,
} from '@shared/contract/payment';
import type { PaymentRecord, SavedCardAuth } from './gateway';

/**
 * A payment provider in the platform's own terms: what the services ask of any gateway. Each
 * provider is an adapter (provider-registry.ts); nothing outside the adapters knows which one runs.
 *
 * Every answer is in the platform's own terms (gateway.ts): an adapter maps its gateway's payment
 * objects, statuses and error codes into PaymentRecord and GatewayError, and keeps its gateway's
 * rules (how long a checkout stays open) as properties of its own.
 *
 * Every state-changing call takes an idempotency key from the caller, derived from the operation
 * (e.g. the orderId), so a retry after a crash or a lost answer replays instead of charging twice.
 */

export type ProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface CancelRequest {
  /** Why, as the gateway records it (an adapter shortens it to the gateway's limit). */
  reason: string;
  /** Omitted: whatever is left of the payment. */
  amount?: number;
  /** A virtual-account payment is refunded to this account. */
  refundAccount?: RefundAccount | null;
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
  /** The wallet of an easy-pay checkout, opened directly. */
  easyPayProvider?: EasyPayProvider;
  /** The last moment a virtual account takes a deposit (null for a card). */
  virtualAccountDueDate: Date | null;
}

export interface CheckoutHandoff {
  provider: ProviderName;
  /** A page of the provider's to send the browser to, or null when its browser SDK opens a window. */
  checkoutUrl: string | null;
  /** The provider's public key for its browser SDK (PortOne: the store id). */
  clientKey: string | null;
  /** PortOne: the channel its SDK opens; null for Toss. */
  channelKey: string | null;
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
  channelKey: string | null;
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

/** A webhook request as it arrived: a gateway that signs its webhooks signs these exact bytes. */
export interface WebhookRequest {
  method: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  rawBody: Buffer;
}

/**
 * A webhook as the platform reads it. The body is only a prompt: a deposit is proven by the
 * secret the provider gave for the virtual account, a payment change by fetching the payment again.
 */
export type WebhookEvent =
  | { kind: 'deposit'; orderId: string; secret: string }
  | { kind: 'payment_changed'; paymentKey: string }
  | { kind: 'ignored' };

/** Which window the browser comes back from: a checkout, or a card registration for billing. */
export type ReturnFlow = 'payment' | 'card';

/**
 * The browser's return from the provider's window in the platform's terms (decision 093): each
 * adapter reads its gateway's query or form fields into this; the web's completion pages read only
 * this. `amount` is null when the gateway does not send it back (the order's own amount is used:
 * confirm checks the gateway's record against the order either way).
 */
export type ProviderReturn =
  | { kind: 'paid'; paymentKey: string; orderId: string; amount: number | null }
  | { kind: 'card_registered'; authKey: string; customerKey: string }
  | { kind: 'failed'; code: string; message: string; orderId: string | null };

/** Browser origins the provider's checkout needs in the page's CSP (its SDK, its window). */
export interface BrowserOrigins {
  script: string[];
  frame: string[];
  connect: string[];
}

/** What a provider's checkout takes: its methods and, for 간편결제, its wallets. */
export interface PaymentOffers {
  methods: readonly PaymentMethod[];
  easyPayProviders: readonly EasyPayProvider[];
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly browserOrigins: BrowserOrigins;
  /** Checkout offers these; an order of another method is refused before it reaches the gateway. */
  readonly offers: PaymentOffers;
  /** How long the gateway keeps a checkout window open: an older unconfirmed order is abandoned. */
  readonly checkoutWindowMs: number;
  /**
   * After this long a checkout cannot still be confirmed at the gateway (its window and the
   * confirmation that may follow both lapsed): reconciliation asks about it and closes it.
   */
  readonly abandonedCheckoutMs: number;
  startCheckout(request: CheckoutRequest): CheckoutHandoff;
  startCardRegistration(request: CardRegistrationRequest): CardRegistrationHandoff;
  /** Where the buyer makes a test deposit to a virtual account; null with a real bank behind it. */
  testDepositUrl(paymentKey: string): string | null;
  confirm(
    input: { paymentKey: string; orderId: string; amount: number },
    idempotencyKey: string,
  ): Promise<PaymentRecord>;
  getPayment(paymentKey: string): Promise<PaymentRecord>;
  /** Null when the provider has no payment for the order (the member never finished checkout). */
  lookupByOrder(orderId: string): Promise<PaymentRecord | null>;
  cancel(paymentKey: string, input: CancelRequest, idempotencyKey: string): Promise<PaymentRecord>;
  issueBillingKey(
    input: { authKey: string; customerKey: string },
    idempotencyKey: string,
  ): Promise<SavedCardAuth>;
  chargeBillingKey(
    billingKey: string,
    input: { customerKey: string; amount: number; orderId: string; orderName: string },
    idempotencyKey: string,
  ): Promise<PaymentRecord>;
  issueCashReceipt(input: CashReceiptRequest, idempotencyKey: string): Promise<CashReceipt>;
  /** Omitting the amount cancels what is left of the receipt. */
  cancelCashReceipt(
    receiptKey: string,
    input: { amount?: number },
    idempotencyKey: string,
  ): Promise<CashReceipt>;
  /** The browser's return (query or posted form fields) read in the platform's terms. */
  parseReturn(flow: ReturnFlow, fields: Readonly<Record<string, string | undefined>>): ProviderReturn;
  /** Throws on a request that is malformed or fails the gateway's signature (answered 400). */
  verifyAndParseWebhook(request: WebhookRequest): WebhookEvent;
}
