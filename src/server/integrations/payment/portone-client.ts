import { z } from 'zod';
import { GatewayError, type PaymentRecord } from './gateway';
import { createGatewayHttp, type GatewayHttpOptions, textField } from './gateway-http';
import {
  fromPortOneBillingKey,
  fromPortOneCashReceipt,
  fromPortOnePayment,
  portoneBillingKeySchema,
  portoneCancelBody,
  portoneCancelResponse,
  portoneCashReceiptBody,
  portoneCashReceiptCancelled,
  portoneCashReceiptIssued,
  portoneErrorKind,
  portonePaymentSchema,
  portoneReturn,
  portoneWebhookEvent,
} from './portone-wire';
import type { PaymentOffers, PaymentProvider } from './provider';
import { verifyWebhook } from './standard-webhooks';

export interface PortOneClientOptions extends GatewayHttpOptions {
  apiSecret: string;
  storeId: string;
  channelKey: string;
  /** `whsec_…`: the secret PortOne's console shows for the webhook address. */
  webhookSecret: string;
  /** The clock a webhook's timestamp is checked against. */
  now(): Date;
}

/**
 * PortOne keeps a payment window open for the buyer for about 30 minutes and completes the payment
 * itself before the browser returns (there is no separate confirmation to lapse); an hour leaves
 * room for a return that is late.
 */
const PORTONE_CHECKOUT_WINDOW_MS = 30 * 60_000;
const PORTONE_ABANDONED_CHECKOUT_MS = 60 * 60_000;

/**
 * PortOne's checkout as this platform offers it: card, virtual account, 간편결제 (payMethod EASY_PAY
 * with KakaoPay, NaverPay or TossPay) and 계좌이체 (TRANSFER), as its stand-in takes them too.
 */
const PORTONE_OFFERS: PaymentOffers = {
  methods: ['card', 'virtual_account', 'easy_pay', 'transfer'],
  easyPayProviders: ['kakaopay', 'naverpay', 'tosspay'],
};

/** The server-to-server half of a provider: what PortOne V2's REST API does, whoever hosts it. */
export type PortOneWire = Omit<
  PaymentProvider,
  'name' | 'browserOrigins' | 'startCheckout' | 'startCardRegistration' | 'testDepositUrl'
>;

const chargeAnswer = z.looseObject({ payment: z.looseObject({}) });

/** PortOne V2 over fetch: `Authorization: PortOne <apiSecret>`, Idempotency-Key on every write. */
export function createPortOneClient(options: PortOneClientOptions): PortOneWire {
  const send = createGatewayHttp(options, {
    authorization: `PortOne ${options.apiSecret}`,
    errorOf(payload, response) {
      const type = textField(payload, 'type') ?? `HTTP_${response.status}`;
      const code = textField(payload, 'pgCode') ?? type;
      const message = textField(payload, 'message') ?? response.statusText;
      return new GatewayError(portoneErrorKind(type, response.status), code, message, response.status);
    },
  });
  const enc = encodeURIComponent;
  const getPayment = async (paymentId: string) =>
    fromPortOnePayment(
      await send({ method: 'GET', path: `/payments/${enc(paymentId)}` }, portonePaymentSchema),
    );

  /**
   * Refuses a payment that is not the order's: another amount (the browser asked PortOne for less
   * than the order) is cancelled at once, so the buyer gets the money back, and never granted.
   */
  async function refuseMismatch(payment: PaymentRecord, idempotencyKey: string): Promise<never> {
    if (payment.status === 'paid' || payment.status === 'awaiting_deposit')
      await send(
        {
          method: 'POST',
          path: `/payments/${enc(payment.paymentKey)}/cancel`,
          body: { reason: 'Amount does not match the order' },
          idempotencyKey: `${idempotencyKey}-refused`,
        },
        portoneCancelResponse,
      );
    throw new GatewayError(
      'invalid_request',
      'AMOUNT_MISMATCH',
      'The payment is not for the order amount',
      400,
    );
  }

  return {
    offers: PORTONE_OFFERS,
    checkoutWindowMs: PORTONE_CHECKOUT_WINDOW_MS,
    abandonedCheckoutMs: PORTONE_ABANDONED_CHECKOUT_MS,
    /**
     * PortOne completes a payment in its window; confirming is reading it back and checking it is
     * the order's, for the order's amount.
     */
    async confirm(input, idempotencyKey) {
      const payment = await getPayment(input.paymentKey);
      if (payment.orderId !== input.orderId)
        throw new GatewayError(
          'invalid_request',
          'PAYMENT_ID_MISMATCH',
          'The payment is not the order’s',
          400,
        );
      if (payment.amount !== input.amount) return refuseMismatch(payment, idempotencyKey);
      if (payment.status === 'paid' || payment.status === 'awaiting_deposit') return payment;
      if (payment.status === 'pending')
        throw new GatewayError('processing', 'PAYMENT_PENDING', 'PortOne has not finished the payment');
      if (payment.status === 'failed')
        throw new GatewayError('declined', payment.failureCode ?? 'FAILED', 'The payment failed', 400);
      throw new GatewayError('already_processed', 'ALREADY_PROCESSED', 'The payment is already closed', 409);
    },
    getPayment,
    async lookupByOrder(orderId) {
      try {
        return await getPayment(orderId);
      } catch (error) {
        if (error instanceof GatewayError && error.kind === 'not_found') return null;
        throw error;
      }
    },
    // PortOne answers a cancel with the cancellation alone: the payment is read again after it.
    async cancel(paymentKey, input, idempotencyKey) {
      await send(
        {
          method: 'POST',
          path: `/payments/${enc(paymentKey)}/cancel`,
          body: portoneCancelBody(input),
          idempotencyKey,
        },
        portoneCancelResponse,
      );
      return getPayment(paymentKey);
    },
    // The browser SDK hands the billing key itself back; issuing is reading whose card it is.
    async issueBillingKey(input) {
      const info = await send(
        { method: 'GET', path: `/billing-keys/${enc(input.authKey)}` },
        portoneBillingKeySchema,
      );
      const card = fromPortOneBillingKey(info, input.customerKey);
      if (card.customerKey !== input.customerKey)
        throw new GatewayError(
          'invalid_request',
          'CUSTOMER_MISMATCH',
          'The billing key is another customer’s',
          400,
        );
      return card;
    },
    async chargeBillingKey(billingKey, input, idempotencyKey) {
      await send(
        {
          method: 'POST',
          path: `/payments/${enc(input.orderId)}/billing-key`,
          body: {
            storeId: options.storeId,
            billingKey,
            orderName: input.orderName,
            customer: { id: input.customerKey },
            amount: { total: input.amount },
            currency: 'KRW',
          },
          idempotencyKey,
        },
        chargeAnswer,
      );
      return getPayment(input.orderId);
    },
    issueCashReceipt: async (input, idempotencyKey) =>
      fromPortOneCashReceipt(
        input.orderId,
        await send(
          {
            method: 'POST',
            path: '/cash-receipts',
            body: portoneCashReceiptBody(input, options.channelKey),
            idempotencyKey,
          },
          portoneCashReceiptIssued,
        ),
      ),
    // PortOne cancels a cash receipt whole: a partial refund's part is refused, kept on the receipt.
    async cancelCashReceipt(receiptKey, input, idempotencyKey) {
      if (input.amount !== undefined)
        throw new GatewayError(
          'not_cancelable',
          'PARTIAL_CANCEL_UNSUPPORTED',
          'PortOne cancels receipts whole',
          400,
        );
      const cancelled = await send(
        { method: 'POST', path: `/payments/${enc(receiptKey)}/cash-receipt/cancel`, idempotencyKey },
        portoneCashReceiptCancelled,
      );
      return {
        receiptKey,
        issueNumber: null,
        status: 'canceled',
        receiptUrl: null,
        amount: cancelled.cancelledAmount,
      };
    },
    parseReturn: portoneReturn,
    verifyAndParseWebhook(request) {
      verifyWebhook(options.webhookSecret, request.headers, request.rawBody, options.now());
      return portoneWebhookEvent(request.rawBody);
    },
  };
}
