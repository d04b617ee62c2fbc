import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { PORTONE_BANKS, PORTONE_EASY_PAY_PROVIDERS } from '../portone-wire';
import { buyerRoutes, htmlError } from '../sandbox/sandbox-buyer-routes';
import { cancelCashReceipt, cashReceiptKeyOfOrder, issueCashReceipt } from '../sandbox/sandbox-cash-receipts';
import { escapeHtml, hiddenFields, page, won } from '../sandbox/sandbox-html';
import {
  cancelPayment,
  chargeBillingKey,
  confirmPayment,
  findBillingAuth,
  findPaymentByOrderId,
  issueBillingKey,
  kstIso,
  registerCard,
  type SandboxDeps,
  SandboxError,
  startPayment,
  TEST_CARDS,
  withIdempotency,
} from '../sandbox/sandbox-ledger';
import {
  checkoutChoices,
  PAY_CANCELED,
  sandboxFormParser,
  testCardChoice,
  withQuery,
} from '../sandbox/sandbox-pages';
import { windowPageTitle } from '../sandbox/sandbox-wallet-html';
import { windowChoiceFields, windowPresetFields, windowStop } from '../sandbox/sandbox-window';
import { signWebhook } from '../standard-webhooks';
import {
  PORTONE_STORE_ID,
  portoneErrorBody,
  toPortOneBillingKey,
  toPortOnePayment,
} from './portone-sandbox-wire';

/**
 * PortOne V2's stand-in, mounted on this server (provider `portone-sandbox`): its REST API under
 * `${PORTONE_SANDBOX_PREFIX}/payments/...` as PortOne's, the pages PortOne's browser SDK would show
 * (checkout, billing-key registration) and a test deposit that posts a Standard Webhooks-signed
 * `Transaction.Paid`. It keeps its payments in the Toss sandbox's ledger (one set of test cards,
 * states and rules) and answers in PortOne's shapes.
 */
export const PORTONE_SANDBOX_PREFIX = '/sandbox/portone';

/** The stand-in's API secret and webhook secret, derived from the server's own secret. */
export function portoneSandboxSecrets(serverSecret: string) {
  const derive = (label: string) => createHmac('sha256', serverSecret).update(label).digest();
  return {
    apiSecret: derive('portone-sandbox-api').toString('base64url').slice(0, 40),
    webhookSecret: `whsec_${derive('portone-sandbox-webhook').toString('base64')}`,
  };
}

export interface PortOneSandboxOptions {
  db: Database;
  now(): Date;
  publicUrl: string;
  apiSecret: string;
  webhookSecret: string;
  /** Where its webhooks go: this server's /webhooks/payment/portone-sandbox. */
  webhookUrl(): string;
}

const paymentIdField = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);
const amountField = z.coerce.number().int().positive().max(100_000_000);
const idParams = z.object({ paymentId: paymentIdField });

const cancelBody = z.object({
  reason: z.string().min(1).max(200),
  amount: z.number().int().positive().optional(),
  refundAccount: z
    .object({ bank: z.string().min(1), number: z.string().min(1), holderName: z.string().min(1) })
    .optional(),
});
const billingChargeBody = z.object({
  storeId: z.string().optional(),
  billingKey: z.string().min(1),
  orderName: z.string().min(1).max(100),
  customer: z.object({ id: z.string().min(2).max(300) }),
  amount: z.object({ total: amountField }),
  currency: z.literal('KRW'),
});
const cashReceiptBody = z.object({
  paymentId: paymentIdField,
  channelKey: z.string().optional(),
  type: z.enum(['PERSONAL', 'CORPORATE']),
  orderName: z.string().min(1).max(100),
  currency: z.literal('KRW'),
  amount: z.object({ total: amountField }),
  customer: z.object({ identityNumber: z.string().regex(/^\d{10,11}$/) }),
});

/** What PortOne's requestPayment is given, as the SDK carries it to its window. */
const checkoutFields = z.object({
  storeId: z.string().min(1),
  channelKey: z.string().optional(),
  paymentId: paymentIdField,
  orderName: z.string().min(1).max(100),
  totalAmount: amountField,
  currency: z.literal('CURRENCY_KRW'),
  payMethod: z.enum(['CARD', 'VIRTUAL_ACCOUNT', 'EASY_PAY', 'TRANSFER']),
  /** The wallet an EASY_PAY window opens with (the SDK's easyPay.easyPayProvider). */
  easyPayProvider: z.string().max(20).optional(),
  customerId: z.string().max(300).optional(),
  customerName: z.string().max(100).optional(),
  redirectUrl: z.url(),
  dueDate: z.iso.datetime({ offset: true }).optional(),
});
const checkoutSubmit = checkoutFields.extend({
  action: z.enum(['pay', 'close']),
  ...windowChoiceFields,
});
const checkoutPreset = z.object({
  ...windowPresetFields,
});
const billingFields = z.object({
  storeId: z.string().min(1),
  channelKey: z.string().optional(),
  customerId: z.string().min(2).max(300),
  redirectUrl: z.url(),
});
const billingSubmit = billingFields.extend({
  action: z.enum(['register', 'close']),
  card: z.string().optional(),
});

const METHODS = {
  CARD: 'card',
  VIRTUAL_ACCOUNT: 'virtual_account',
  EASY_PAY: 'easy_pay',
  TRANSFER: 'transfer',
} as const;

export async function portoneSandboxGateway(
  app: FastifyInstance,
  opts: PortOneSandboxOptions,
): Promise<void> {
  const deps: SandboxDeps = {
    db: opts.db,
    now: opts.now,
    pagesUrl: `${opts.publicUrl}${PORTONE_SANDBOX_PREFIX}`,
  };
  const publicOrigin = new URL(opts.publicUrl).origin;
  // Redirects go only back to this platform, so the stand-in cannot be used as an open redirect.
  const ownUrl = (value: string) => new URL(value).origin === publicOrigin;
  sandboxFormParser(app);

  const portoneError = (reply: FastifyReply, error: SandboxError) => {
    const { statusCode, body } = portoneErrorBody(error);
    return reply.status(statusCode).send(body);
  };

  await app.register(async (api) => {
    const expected = Buffer.from(`PortOne ${opts.apiSecret}`);
    api.addHook('onRequest', async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply.status(401).send({ type: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.' });
    });
    api.setErrorHandler((error, request, reply) => {
      if (error instanceof SandboxError) return portoneError(reply, error);
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status < 500)
        return reply.status(400).send({ type: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      request.log.error({ err: error }, 'portone sandbox error');
      return reply.status(500).send({ type: 'INTERNAL', message: '내부 오류입니다.' });
    });

    /** Parses the body, runs the operation once per Idempotency-Key and answers like PortOne. */
    const write = async <T extends z.ZodType>(
      request: FastifyRequest,
      reply: FastifyReply,
      schema: T,
      operation: (input: z.infer<T>) => Promise<unknown>,
    ) => {
      const parsed = schema.safeParse(request.body ?? {});
      if (!parsed.success)
        return reply.status(400).send({ type: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      const key = request.headers['idempotency-key'];
      const result = await withIdempotency(
        deps,
        typeof key === 'string' && key ? key : undefined,
        `portone:${request.url}`,
        parsed.data,
        async () => {
          try {
            return { statusCode: 200, body: await operation(parsed.data) };
          } catch (error) {
            if (!(error instanceof SandboxError)) throw error;
            const answer = portoneErrorBody(error);
            return { statusCode: answer.statusCode, body: answer.body };
          }
        },
      );
      // The ledger's own idempotency refusals speak Toss's `code`: said here as PortOne's `type`.
      const body = result.body as { code?: string; message?: string };
      if (result.statusCode >= 400 && body.code)
        return reply.status(result.statusCode).send({ type: body.code, message: body.message });
      return reply.status(result.statusCode).send(result.body);
    };
    const paymentOf = async (request: FastifyRequest) =>
      findPaymentByOrderId(deps, idParams.parse(request.params).paymentId);

    api.get('/payments/:paymentId', { schema: { hide: true } }, async (request) =>
      toPortOnePayment(await paymentOf(request), deps),
    );
    api.post('/payments/:paymentId/cancel', { schema: { hide: true } }, async (request, reply) => {
      const row = await paymentOf(request);
      return write(request, reply, cancelBody, async (input) => {
        const bank = Object.entries(PORTONE_BANKS).find(
          ([, name]) => name === input.refundAccount?.bank,
        )?.[0];
        const updated = await cancelPayment(deps, row.paymentKey, {
          cancelReason: input.reason,
          cancelAmount: input.amount,
          refundReceiveAccount: input.refundAccount && {
            bank: bank ?? input.refundAccount.bank,
            accountNumber: input.refundAccount.number,
            holderName: input.refundAccount.holderName,
          },
        });
        const latest = updated.cancels.at(-1)!;
        return {
          cancellation: {
            status: 'SUCCEEDED',
            id: latest.transactionKey,
            totalAmount: latest.cancelAmount,
            reason: latest.cancelReason,
            cancelledAt: latest.canceledAt,
            requestedAt: latest.canceledAt,
          },
        };
      });
    });
    api.get('/billing-keys/:billingKey', { schema: { hide: true } }, async (request) => {
      const { billingKey } = request.params as { billingKey: string };
      return toPortOneBillingKey(await findBillingAuth(deps, billingKey.slice(0, 200)));
    });
    api.post('/payments/:paymentId/billing-key', { schema: { hide: true } }, (request, reply) => {
      const { paymentId } = idParams.parse(request.params);
      return write(request, reply, billingChargeBody, async (input) => {
        const row = await chargeBillingKey(deps, input.billingKey, {
          customerKey: input.customer.id,
          amount: input.amount.total,
          orderId: paymentId,
          orderName: input.orderName,
        });
        return { payment: { pgTxId: row.lastTransactionKey, paidAt: kstIso(row.approvedAt) } };
      });
    });
    api.post('/cash-receipts', { schema: { hide: true } }, (request, reply) =>
      write(request, reply, cashReceiptBody, async (input) => {
        const issued = await issueCashReceipt(deps, {
          amount: input.amount.total,
          orderId: input.paymentId,
          orderName: input.orderName,
          customerIdentityNumber: input.customer.identityNumber,
          type: input.type === 'PERSONAL' ? '소득공제' : '지출증빙',
        });
        return {
          cashReceipt: {
            type: input.type,
            pgReceiptId: issued.receiptKey,
            issueNumber: issued.issueNumber,
            totalAmount: issued.amount,
            taxFreeAmount: 0,
            currency: 'KRW',
            url: issued.receiptUrl,
            issuedAt: issued.requestedAt,
          },
        };
      }),
    );
    api.post('/payments/:paymentId/cash-receipt/cancel', { schema: { hide: true } }, (request, reply) => {
      const { paymentId } = idParams.parse(request.params);
      return write(request, reply, z.object({}), async () => {
        const cancelled = await cancelCashReceipt(deps, await cashReceiptKeyOfOrder(deps, paymentId), {});
        return { cancelledAmount: cancelled.amount, cancelledAt: cancelled.requestedAt };
      });
    });
  });

  app.get('/checkout', { schema: { hide: true } }, async (request, reply) => {
    const parsed = checkoutFields.safeParse(request.query);
    if (!parsed.success || !ownUrl(parsed.data.redirectUrl))
      return htmlError(reply, 400, '결제 요청 정보가 올바르지 않습니다.');
    const input = parsed.data;
    const preset = checkoutPreset.safeParse(request.query);
    const method = METHODS[input.payMethod];
    return reply.type('text/html; charset=utf-8').send(
      page(
        'PortOne 결제',
        `<h1>${windowPageTitle(method)}</h1><p class="sub">${escapeHtml(input.orderName)} · PortOne</p>
<p class="amount">${won(input.totalAmount)}</p>
<form method="post" action="${PORTONE_SANDBOX_PREFIX}/checkout">${hiddenFields(input)}${checkoutChoices(
          { method, amount: input.totalAmount },
          {
            ...(preset.success ? preset.data : {}),
            easyPay: PORTONE_EASY_PAY_PROVIDERS[input.easyPayProvider ?? ''],
          },
        )}
<div class="row"><button class="secondary" type="submit" name="action" value="close">창 닫기</button><button class="primary" type="submit" name="action" value="pay">결제하기</button></div></form>`,
      ),
    );
  });

  app.post('/checkout', { schema: { hide: true } }, async (request, reply) => {
    const parsed = checkoutSubmit.safeParse(request.body);
    if (!parsed.success || !ownUrl(parsed.data.redirectUrl))
      return htmlError(reply, 400, '결제 요청 정보가 올바르지 않습니다.');
    const input = parsed.data;
    const method = METHODS[input.payMethod];
    // PortOne appends its outcome to redirectUrl: paymentId, and code and message when it failed.
    const back = (extra: Record<string, string>) =>
      reply.redirect(withQuery(input.redirectUrl, { paymentId: input.paymentId, ...extra }), 303);
    const failed = (code: string, message: string) =>
      back({ code: 'FAILURE_TYPE_PG', message, pgCode: code });
    if (input.action === 'close') return failed(PAY_CANCELED.code, PAY_CANCELED.message);
    const card = TEST_CARDS.find((candidate) => candidate.number === input.card);
    if (method === 'card') {
      if (!card) return htmlError(reply, 400, '카드를 선택해 주세요.');
      if (card.outcome === 'decline') return failed('REJECT_CARD_COMPANY', '카드사에서 결제를 거절했습니다.');
    } else {
      const stop = windowStop(method, input);
      if (stop?.kind === 'incomplete') return htmlError(reply, 400, stop.message);
      if (stop) return failed(stop.code, stop.message);
    }
    try {
      // PortOne completes the payment in its window: authorised and approved (or issued) at once.
      const started = await startPayment(deps, {
        method,
        orderId: input.paymentId,
        orderName: input.orderName,
        amount: input.totalAmount,
        customerKey: input.customerId,
        customerName: input.customerName,
        validHours: 168,
        dueDate: input.dueDate ? new Date(input.dueDate) : undefined,
        card,
        installmentMonths: input.installmentMonths,
        bankCode: input.bankCode,
        easyPayProvider: input.easyPay,
      });
      const done = await confirmPayment(deps, {
        paymentKey: started.paymentKey,
        orderId: started.orderId,
        amount: started.totalAmount,
      });
      return back({ transactionType: 'PAYMENT', txId: done.paymentKey });
    } catch (error) {
      if (error instanceof SandboxError) return failed(error.code, error.message);
      throw error;
    }
  });

  app.get('/billing-key', { schema: { hide: true } }, async (request, reply) => {
    const parsed = billingFields.safeParse(request.query);
    if (!parsed.success || !ownUrl(parsed.data.redirectUrl))
      return htmlError(reply, 400, '카드 등록 요청 정보가 올바르지 않습니다.');
    return reply.type('text/html; charset=utf-8').send(
      page(
        '카드 등록',
        `<h1>자동결제 카드 등록</h1><p class="sub">정기 결제에 사용할 카드를 등록합니다. · PortOne</p>
<form method="post" action="${PORTONE_SANDBOX_PREFIX}/billing-key">${hiddenFields(parsed.data)}${testCardChoice()}
<div class="row"><button class="secondary" type="submit" name="action" value="close">창 닫기</button><button class="primary" type="submit" name="action" value="register">등록하기</button></div></form>`,
      ),
    );
  });

  app.post('/billing-key', { schema: { hide: true } }, async (request, reply) => {
    const parsed = billingSubmit.safeParse(request.body);
    if (!parsed.success || !ownUrl(parsed.data.redirectUrl))
      return htmlError(reply, 400, '카드 등록 요청 정보가 올바르지 않습니다.');
    const input = parsed.data;
    const failed = (code: string, message: string) =>
      reply.redirect(withQuery(input.redirectUrl, { code: 'FAILURE_TYPE_PG', message, pgCode: code }), 303);
    if (input.action === 'close') return failed(PAY_CANCELED.code, PAY_CANCELED.message);
    const card = TEST_CARDS.find((candidate) => candidate.number === input.card);
    if (!card) return htmlError(reply, 400, '카드를 선택해 주세요.');
    if (card.outcome === 'decline') return failed('REJECT_CARD_COMPANY', '카드사에서 결제를 거절했습니다.');
    // PortOne's SDK hands the billing key itself back to the page.
    const authKey = await registerCard(deps, input.customerId, card);
    const issued = await issueBillingKey(deps, { authKey, customerKey: input.customerId });
    return reply.redirect(withQuery(input.redirectUrl, { billingKey: issued.billingKey }), 303);
  });

  buyerRoutes(app, {
    deps,
    prefix: PORTONE_SANDBOX_PREFIX,
    idOf: (row) => row.orderId,
    find: (paymentId) => findPaymentByOrderId(deps, paymentId),
    notify: (row) =>
      sendWebhook(opts, {
        type: 'Transaction.Paid',
        timestamp: deps.now().toISOString(),
        data: { paymentId: row.orderId, storeId: PORTONE_STORE_ID, transactionId: row.paymentKey },
      }),
    asJson: (row) => toPortOnePayment(row, deps),
    jsonError: portoneError,
  });
}

/** A PortOne webhook (2024-04-25 body), signed the Standard Webhooks way with the stand-in's secret. */
async function sendWebhook(
  opts: PortOneSandboxOptions,
  body: unknown,
): Promise<{ delivered: boolean; statusCode: number }> {
  const raw = Buffer.from(JSON.stringify(body));
  try {
    const response = await fetch(opts.webhookUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signWebhook(opts.webhookSecret, `msg_${randomUUID()}`, opts.now(), raw),
      },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    return { delivered: response.ok, statusCode: response.status };
  } catch {
    return { delivered: false, statusCode: 0 };
  }
}
