import { GatewayError } from './gateway';
import { createGatewayHttp, type GatewayCall, type GatewayHttpOptions, textField } from './gateway-http';
import type { CancelRequest, PaymentOffers, PaymentProvider } from './provider';
import {
  cancelBody,
  cashReceiptBody,
  fromTossBillingAuth,
  fromTossCashReceipt,
  fromTossPayment,
  tossBillingAuthSchema,
  tossCashReceiptSchema,
  tossErrorKind,
  tossPaymentSchema,
  tossReturn,
  tossWebhookEvent,
} from './toss-wire';

export interface TossClientOptions extends GatewayHttpOptions {
  secretKey: string;
}

/**
 * Toss closes an untouched checkout window after 30 minutes (READY) and allows 10 more for the
 * confirmation (IN_PROGRESS); an hour covers both with room to spare.
 */
const TOSS_CHECKOUT_WINDOW_MS = 30 * 60_000;
const TOSS_ABANDONED_CHECKOUT_MS = 60 * 60_000;

/** Toss's checkout takes every method the platform has, and these three wallets among its 간편결제. */
const TOSS_OFFERS: PaymentOffers = {
  methods: ['card', 'virtual_account', 'easy_pay', 'transfer'],
  easyPayProviders: ['kakaopay', 'naverpay', 'tosspay'],
};

/** The server-to-server half of a provider: what Toss's v1 API does, whoever hosts it. */
export type TossWire = Omit<
  PaymentProvider,
  'name' | 'browserOrigins' | 'startCheckout' | 'startCardRegistration' | 'testDepositUrl'
>;

/** Toss Payments v1 over fetch: Basic auth with the secret key, Idempotency-Key on every write. */
export function createTossClient(options: TossClientOptions): TossWire {
  const send = createGatewayHttp(options, {
    // https://docs.tosspayments.com/reference/using-api/authorization: base64("secretKey:")
    authorization: `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`,
    errorOf(payload, response) {
      const code = textField(payload, 'code') ?? `HTTP_${response.status}`;
      const message = textField(payload, 'message') ?? response.statusText;
      return new GatewayError(tossErrorKind(code, response.status), code, message, response.status);
    },
  });

  const payment = async (call: GatewayCall) => fromTossPayment(await send(call, tossPaymentSchema));
  const enc = encodeURIComponent;
  return {
    offers: TOSS_OFFERS,
    checkoutWindowMs: TOSS_CHECKOUT_WINDOW_MS,
    abandonedCheckoutMs: TOSS_ABANDONED_CHECKOUT_MS,
    confirm: (input, idempotencyKey) =>
      payment({ method: 'POST', path: '/v1/payments/confirm', body: input, idempotencyKey }),
    getPayment: (paymentKey) => payment({ method: 'GET', path: `/v1/payments/${enc(paymentKey)}` }),
    async lookupByOrder(orderId) {
      try {
        return await payment({ method: 'GET', path: `/v1/payments/orders/${enc(orderId)}` });
      } catch (error) {
        if (error instanceof GatewayError && error.kind === 'not_found') return null;
        throw error;
      }
    },
    cancel: (paymentKey, input: CancelRequest, idempotencyKey) =>
      payment({
        method: 'POST',
        path: `/v1/payments/${enc(paymentKey)}/cancel`,
        body: cancelBody(input),
        idempotencyKey,
      }),
    issueBillingKey: async (input, idempotencyKey) =>
      fromTossBillingAuth(
        await send(
          { method: 'POST', path: '/v1/billing/authorizations/issue', body: input, idempotencyKey },
          tossBillingAuthSchema,
        ),
      ),
    chargeBillingKey: (billingKey, input, idempotencyKey) =>
      payment({ method: 'POST', path: `/v1/billing/${enc(billingKey)}`, body: input, idempotencyKey }),
    issueCashReceipt: async (input, idempotencyKey) =>
      fromTossCashReceipt(
        await send(
          { method: 'POST', path: '/v1/cash-receipts', body: cashReceiptBody(input), idempotencyKey },
          tossCashReceiptSchema,
        ),
      ),
    cancelCashReceipt: async (receiptKey, input, idempotencyKey) =>
      fromTossCashReceipt(
        await send(
          {
            method: 'POST',
            path: `/v1/cash-receipts/${enc(receiptKey)}/cancel`,
            body: input,
            idempotencyKey,
          },
          tossCashReceiptSchema,
        ),
      ),
    parseReturn: tossReturn,
    verifyAndParseWebhook: tossWebhookEvent,
  };
}
