import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { GatewayError } from './gateway';
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
  tossWebhookEvent,
} from './toss-wire';

export interface TossClientOptions {
  /** API origin (https://api.tosspayments.com, or the sandbox's prefix); a function when known late. */
  baseUrl: string | (() => string);
  secretKey: string;
  /** Extra attempts after a network failure, a 5xx or an in-flight idempotent request. */
  retries?: number;
  retryDelayMs?: number;
  /** The longest one call may take, its retries included: a hung gateway never holds a request longer. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  idempotencyKey?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const doFetch = options.fetch ?? fetch;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const timeoutMs = options.timeoutMs ?? 15_000;
  // https://docs.tosspayments.com/reference/using-api/authorization: base64("secretKey:")
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const baseUrl = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/$/, '');

  async function send<T extends z.ZodType>(call: Call, schema: T): Promise<z.infer<T>> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    // The same key on every attempt of this call: a retry is the same operation, not a new one.
    if (call.method === 'POST') headers['idempotency-key'] = call.idempotencyKey ?? randomUUID();
    let lastError: GatewayError | undefined;
    const deadline = Date.now() + timeoutMs;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(retryDelayMs * attempt);
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0) break;
      let response: Response;
      try {
        response = await doFetch(`${baseUrl()}${call.path}`, {
          method: call.method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: AbortSignal.timeout(remainingMs),
        });
      } catch (error) {
        lastError = new GatewayError('unavailable', 'NETWORK_ERROR', (error as Error).message);
        continue;
      }
      const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.ok) {
        const parsed = schema.safeParse(payload);
        if (!parsed.success)
          throw new GatewayError('unavailable', 'INVALID_RESPONSE', 'Unexpected gateway response', 502);
        return parsed.data;
      }
      const code = typeof payload?.code === 'string' ? payload.code : `HTTP_${response.status}`;
      const message = typeof payload?.message === 'string' ? payload.message : response.statusText;
      lastError = new GatewayError(tossErrorKind(code, response.status), code, message, response.status);
      if (lastError.kind !== 'unavailable' && lastError.kind !== 'processing') throw lastError;
    }
    throw lastError as GatewayError;
  }

  const payment = async (call: Call) => fromTossPayment(await send(call, tossPaymentSchema));
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
    verifyAndParseWebhook: tossWebhookEvent,
  };
}
