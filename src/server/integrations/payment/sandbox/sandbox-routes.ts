import { createHmac, timingSafeEqual } from 'node:crypto';
import { EASY_PAY_PROVIDERS, PAYMENT_METHODS } from '@shared/contract/payment';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { buyerRoutes, htmlError } from './sandbox-buyer-routes';
import {
  cancelCashReceipt,
  cashReceiptCancelBody,
  cashReceiptIssueBody,
  issueCashReceipt,
} from './sandbox-cash-receipts';
import { escapeHtml, hiddenFields, page, won } from './sandbox-html';
import {
  cancelPayment,
  chargeBillingKey,
  confirmPayment,
  findPayment,
  findPaymentByOrderId,
  INSTALLMENT_MIN_AMOUNT,
  issueBillingKey,
  kstIso,
  registerCard,
  type SandboxDeps,
  SandboxError,
  startPayment,
  TEST_CARDS,
  toTossPayment,
  withIdempotency,
} from './sandbox-ledger';
import { checkoutChoices, PAY_CANCELED, sandboxFormParser, testCardChoice, withQuery } from './sandbox-pages';
import { windowPageTitle } from './sandbox-wallet-html';
import { windowChoiceFields, windowPresetFields, windowStop } from './sandbox-window';

/** Where the sandbox is mounted; its API lives under `${SANDBOX_PREFIX}/v1/...` exactly as Toss's. */
export const SANDBOX_PREFIX = '/sandbox/toss';
export const SANDBOX_CLIENT_KEY = 'test_ck_sandbox';

/** The sandbox's secret key, derived from the server's own secret so it is stable and not guessable. */
export function sandboxSecretKey(serverSecret: string): string {
  return `test_sk_${createHmac('sha256', serverSecret).update('sandbox-gateway').digest('base64url').slice(0, 24)}`;
}

export interface SandboxGatewayOptions {
  db: Database;
  now(): Date;
  publicUrl: string;
  secretKey: string;
  /** Where DEPOSIT_CALLBACK webhooks go: this server's /webhooks/payment. */
  webhookUrl(): string;
}

const orderIdField = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);
const amountField = z.coerce.number().int().positive().max(100_000_000);

const confirmBody = z.object({
  paymentKey: z.string().min(1).max(200),
  orderId: orderIdField,
  amount: amountField,
});
const cancelBody = z.object({
  cancelReason: z.string().min(1).max(200),
  cancelAmount: z.number().int().positive().optional(),
  refundReceiveAccount: z
    .object({ bank: z.string().min(1), accountNumber: z.string().min(1), holderName: z.string().min(1) })
    .optional(),
});
const issueBody = z.object({ authKey: z.string().min(1), customerKey: z.string().min(2).max(300) });
const chargeBody = z.object({
  customerKey: z.string().min(2).max(300),
  amount: amountField,
  orderId: orderIdField,
  orderName: z.string().min(1).max(100),
});

const checkoutFields = z.object({
  method: z.enum(PAYMENT_METHODS),
  orderId: orderIdField,
  orderName: z.string().min(1).max(100),
  amount: amountField,
  customerKey: z.string().max(300).optional(),
  customerName: z.string().max(100).optional(),
  successUrl: z.url(),
  failUrl: z.url(),
  validHours: z.coerce.number().int().min(1).max(720).default(168),
  /** As at Toss, an exact deadline instead of validHours. */
  dueDate: z.iso.datetime({ offset: true }).optional(),
});
const checkoutSubmit = checkoutFields.extend({
  action: z.enum(['pay', 'cancel']),
  ...windowChoiceFields,
});
const checkoutPreset = z.object({
  ...windowPresetFields,
  easyPay: z.enum(EASY_PAY_PROVIDERS).optional(),
});
const billingFields = z.object({
  customerKey: z.string().min(2).max(300),
  successUrl: z.url(),
  failUrl: z.url(),
});
const billingSubmit = billingFields.extend({
  action: z.enum(['register', 'cancel']),
  card: z.string().optional(),
});

function tossError(reply: FastifyReply, error: SandboxError) {
  return reply.status(error.statusCode).send({ code: error.code, message: error.message });
}

/** A sandbox gateway speaking Toss Payments' protocol, mounted on this server (PAYMENT_PROVIDER=sandbox). */
export async function sandboxGateway(app: FastifyInstance, opts: SandboxGatewayOptions): Promise<void> {
  const deps: SandboxDeps = { db: opts.db, now: opts.now, pagesUrl: `${opts.publicUrl}${SANDBOX_PREFIX}` };
  const publicOrigin = new URL(opts.publicUrl).origin;
  // Redirects go only back to this platform, so the sandbox cannot be used as an open redirect.
  const ownUrl = (value: string) => new URL(value).origin === publicOrigin;

  sandboxFormParser(app);

  await app.register(async (api) => {
    const expected = Buffer.from(`Basic ${Buffer.from(`${opts.secretKey}:`).toString('base64')}`);
    api.addHook('onRequest', async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply
          .status(401)
          .send({ code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
      }
    });
    api.setErrorHandler((error, request, reply) => {
      if (error instanceof SandboxError) return tossError(reply, error);
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status < 500)
        return reply.status(400).send({ code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      request.log.error({ err: error }, 'sandbox gateway error');
      return reply.status(500).send({
        code: 'FAILED_INTERNAL_SYSTEM_PROCESSING',
        message: '내부 시스템 처리 작업이 실패했습니다.',
      });
    });

    /** Parses the body, runs the operation once per Idempotency-Key and answers like Toss. */
    const write = async <T extends z.ZodType>(
      request: FastifyRequest,
      reply: FastifyReply,
      schema: T,
      operation: (input: z.infer<T>) => Promise<unknown>,
    ) => {
      const parsed = schema.safeParse(request.body);
      if (!parsed.success)
        return reply.status(400).send({ code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      const key = request.headers['idempotency-key'];
      const result = await withIdempotency(
        deps,
        typeof key === 'string' && key ? key : undefined,
        request.url,
        parsed.data,
        async () => {
          try {
            return { statusCode: 200, body: await operation(parsed.data) };
          } catch (error) {
            if (error instanceof SandboxError)
              return { statusCode: error.statusCode, body: { code: error.code, message: error.message } };
            throw error;
          }
        },
      );
      return reply.status(result.statusCode).send(result.body);
    };

    api.post('/v1/payments/confirm', { schema: { hide: true } }, (request, reply) =>
      write(request, reply, confirmBody, async (input) =>
        toTossPayment(await confirmPayment(deps, input), deps),
      ),
    );
    api.get('/v1/payments/orders/:orderId', { schema: { hide: true } }, async (request) => {
      const { orderId } = request.params as { orderId: string };
      return toTossPayment(await findPaymentByOrderId(deps, orderId), deps);
    });
    api.get('/v1/payments/:paymentKey', { schema: { hide: true } }, async (request) => {
      const { paymentKey } = request.params as { paymentKey: string };
      return toTossPayment(await findPayment(deps, paymentKey), deps);
    });
    api.post('/v1/payments/:paymentKey/cancel', { schema: { hide: true } }, (request, reply) => {
      const { paymentKey } = request.params as { paymentKey: string };
      return write(request, reply, cancelBody, async (input) =>
        toTossPayment(await cancelPayment(deps, paymentKey, input), deps),
      );
    });
    api.post('/v1/billing/authorizations/issue', { schema: { hide: true } }, (request, reply) =>
      write(request, reply, issueBody, (input) => issueBillingKey(deps, input)),
    );
    api.post('/v1/billing/:billingKey', { schema: { hide: true } }, (request, reply) => {
      const { billingKey } = request.params as { billingKey: string };
      return write(request, reply, chargeBody, async (input) =>
        toTossPayment(await chargeBillingKey(deps, billingKey, input), deps),
      );
    });
    api.post('/v1/cash-receipts', { schema: { hide: true } }, (request, reply) =>
      write(request, reply, cashReceiptIssueBody, (input) => issueCashReceipt(deps, input)),
    );
    api.post('/v1/cash-receipts/:receiptKey/cancel', { schema: { hide: true } }, (request, reply) => {
      const { receiptKey } = request.params as { receiptKey: string };
      return write(request, reply, cashReceiptCancelBody, (input) =>
        cancelCashReceipt(deps, receiptKey, input),
      );
    });
  });

  app.get('/checkout', { schema: { hide: true } }, async (request, reply) => {
    const parsed = checkoutFields.safeParse(request.query);
    if (!parsed.success || !ownUrl(parsed.data.successUrl) || !ownUrl(parsed.data.failUrl))
      return htmlError(reply, 400, '결제 요청 정보가 올바르지 않습니다.');
    const input = parsed.data;
    // The choices made on the platform's payment page arrive preselected, as with Toss's SDK options.
    const preset = checkoutPreset.safeParse(request.query);
    const chosen = preset.success ? preset.data : {};
    const hidden = hiddenFields({
      method: input.method,
      orderId: input.orderId,
      orderName: input.orderName,
      amount: input.amount,
      customerKey: input.customerKey,
      customerName: input.customerName,
      successUrl: input.successUrl,
      failUrl: input.failUrl,
      validHours: input.validHours,
      dueDate: input.dueDate,
    });
    const fields = checkoutChoices(input, chosen);
    return reply.type('text/html; charset=utf-8').send(
      page(
        '결제하기',
        `<h1>${windowPageTitle(input.method)}</h1><p class="sub">${escapeHtml(input.orderName)}</p>
<p class="amount">${won(input.amount)}</p>
<form method="post" action="${SANDBOX_PREFIX}/checkout">${hidden}${fields}
<div class="row"><button class="secondary" type="submit" name="action" value="cancel">취소</button><button class="primary" type="submit" name="action" value="pay">결제하기</button></div></form>`,
      ),
    );
  });

  app.post('/checkout', { schema: { hide: true } }, async (request, reply) => {
    const parsed = checkoutSubmit.safeParse(request.body);
    if (!parsed.success || !ownUrl(parsed.data.successUrl) || !ownUrl(parsed.data.failUrl))
      return htmlError(reply, 400, '결제 요청 정보가 올바르지 않습니다.');
    const input = parsed.data;
    const fail = (code: string, message: string) =>
      reply.redirect(withQuery(input.failUrl, { code, message, orderId: input.orderId }), 303);
    if (input.action === 'cancel') return fail(PAY_CANCELED.code, PAY_CANCELED.message);
    const card = TEST_CARDS.find((candidate) => candidate.number === input.card);
    if (input.method === 'card') {
      if (!card) return htmlError(reply, 400, '카드를 선택해 주세요.');
      if (
        input.installmentMonths === 1 ||
        (input.installmentMonths > 1 && input.amount < INSTALLMENT_MIN_AMOUNT)
      )
        return fail('INVALID_CARD_INSTALLMENT_PLAN', '할부 개월 정보가 잘못되었습니다.');
      if (card.outcome === 'decline') return fail('REJECT_CARD_COMPANY', '카드사에서 결제를 거절했습니다.');
    } else {
      const stop = windowStop(input.method, input);
      if (stop?.kind === 'incomplete') return htmlError(reply, 400, stop.message);
      if (stop) return fail(stop.code, stop.message);
    }
    try {
      const payment = await startPayment(deps, {
        method: input.method,
        orderId: input.orderId,
        orderName: input.orderName,
        amount: input.amount,
        customerKey: input.customerKey,
        customerName: input.customerName,
        validHours: input.validHours,
        dueDate: input.dueDate ? new Date(input.dueDate) : undefined,
        card,
        installmentMonths: input.installmentMonths,
        bankCode: input.bankCode,
        easyPayProvider: input.easyPay,
      });
      return reply.redirect(
        withQuery(input.successUrl, {
          paymentType: 'NORMAL',
          orderId: payment.orderId,
          paymentKey: payment.paymentKey,
          amount: String(payment.totalAmount),
        }),
        303,
      );
    } catch (error) {
      if (error instanceof SandboxError) return fail(error.code, error.message);
      throw error;
    }
  });

  app.get('/billing', { schema: { hide: true } }, async (request, reply) => {
    const parsed = billingFields.safeParse(request.query);
    if (!parsed.success || !ownUrl(parsed.data.successUrl) || !ownUrl(parsed.data.failUrl))
      return htmlError(reply, 400, '카드 등록 요청 정보가 올바르지 않습니다.');
    return reply.type('text/html; charset=utf-8').send(
      page(
        '카드 등록',
        `<h1>자동결제 카드 등록</h1><p class="sub">정기 결제에 사용할 카드를 등록합니다.</p>
<form method="post" action="${SANDBOX_PREFIX}/billing">${hiddenFields(parsed.data)}
${testCardChoice()}
<div class="row"><button class="secondary" type="submit" name="action" value="cancel">취소</button><button class="primary" type="submit" name="action" value="register">등록하기</button></div></form>`,
      ),
    );
  });

  app.post('/billing', { schema: { hide: true } }, async (request, reply) => {
    const parsed = billingSubmit.safeParse(request.body);
    if (!parsed.success || !ownUrl(parsed.data.successUrl) || !ownUrl(parsed.data.failUrl))
      return htmlError(reply, 400, '카드 등록 요청 정보가 올바르지 않습니다.');
    const input = parsed.data;
    const fail = (code: string, message: string) =>
      reply.redirect(withQuery(input.failUrl, { code, message }), 303);
    if (input.action === 'cancel') return fail(PAY_CANCELED.code, PAY_CANCELED.message);
    const card = TEST_CARDS.find((candidate) => candidate.number === input.card);
    if (!card) return htmlError(reply, 400, '카드를 선택해 주세요.');
    if (card.outcome === 'decline') return fail('REJECT_CARD_COMPANY', '카드사에서 결제를 거절했습니다.');
    const authKey = await registerCard(deps, input.customerKey, card);
    return reply.redirect(withQuery(input.successUrl, { customerKey: input.customerKey, authKey }), 303);
  });

  buyerRoutes(app, {
    deps,
    prefix: SANDBOX_PREFIX,
    idOf: (row) => row.paymentKey,
    find: (paymentKey) => findPayment(deps, paymentKey),
    notify: (row) =>
      sendDepositCallback(opts.webhookUrl(), {
        createdAt: `${kstIso(deps.now())?.slice(0, 19)}.000000`,
        secret: row.secret ?? '',
        status: row.status,
        transactionKey: row.lastTransactionKey ?? '',
        orderId: row.orderId,
      }),
    asJson: (row) => toTossPayment(row, deps),
    jsonError: tossError,
  });
}

/** DEPOSIT_CALLBACK (https://docs.tosspayments.com/reference/using-api/webhook-events). */
async function sendDepositCallback(
  url: string,
  body: { createdAt: string; secret: string; status: string; transactionKey: string; orderId: string },
): Promise<{ delivered: boolean; statusCode: number }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return { delivered: response.ok, statusCode: response.status };
  } catch {
    return { delivered: false, statusCode: 0 };
  }
}
