import type { FastifyInstance, FastifyReply } from 'fastify';
import type { sandboxPayments } from '../../../db/schema/sandbox-gateway';
import { cashReceiptPage } from './sandbox-cash-receipts';
import { escapeHtml, page, won } from './sandbox-html';
import {
  depositToAccount,
  findPayment,
  kstIso,
  SANDBOX_BANKS,
  type SandboxDeps,
  SandboxError,
  tossMethodName,
} from './sandbox-ledger';
import { virtualAccountPage } from './sandbox-pages';

type PaymentRow = typeof sandboxPayments.$inferSelect;

/** The plain error page of a stand-in's window. */
export function htmlError(reply: FastifyReply, status: number, message: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(page('Error', `<h1>결제를 진행할 수 없습니다</h1><p>${escapeHtml(message)}</p>`));
}

/** How one stand-in names an issued account and tells the platform of its deposit. */
export interface BuyerRoutes {
  deps: SandboxDeps;
  /** Where the routes are mounted, for the page's own links. */
  prefix: string;
  /** The account's name in the address: Toss's payment key, PortOne's payment id. */
  idOf(row: PaymentRow): string;
  /** The ledger's row named by an id from the address, or a SandboxError. */
  find(id: string): Promise<PaymentRow>;
  /** Tells the platform the account was paid into (the provider's webhook). */
  notify(row: PaymentRow): Promise<{ delivered: boolean; statusCode: number }>;
  /** The deposit's answer to a caller asking for JSON (tests), in the provider's shape. */
  asJson(row: PaymentRow): unknown;
  /** A refusal to such a caller, in the provider's error shape. */
  jsonError(reply: FastifyReply, error: SandboxError): unknown;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The buyer's pages both stand-ins serve under their own prefix: an issued virtual account with its
 * test deposit button (GET /virtual-accounts/:id, POST /virtual-accounts/:id/deposit), a payment's
 * receipt and a cash receipt (the addresses their answers give, receiptUrlOf).
 */
export function buyerRoutes(app: FastifyInstance, routes: BuyerRoutes): void {
  const rowOf = async (params: unknown) => {
    const { id } = params as { id: string };
    if (!ID_PATTERN.test(id))
      throw new SandboxError(404, 'NOT_FOUND_PAYMENT', '가상계좌를 찾을 수 없습니다.');
    return routes.find(id);
  };
  const pageUrl = (row: PaymentRow) =>
    `${routes.prefix}/virtual-accounts/${encodeURIComponent(routes.idOf(row))}`;

  app.get('/virtual-accounts/:id', { schema: { hide: true } }, async (request, reply) => {
    const row = await rowOf(request.params).catch(() => null);
    if (row?.method !== 'VIRTUAL_ACCOUNT') return htmlError(reply, 404, '가상계좌를 찾을 수 없습니다.');
    return reply
      .type('text/html; charset=utf-8')
      .send(virtualAccountPage(row, `${pageUrl(row)}/deposit`, row.status === 'WAITING_FOR_DEPOSIT'));
  });

  app.post('/virtual-accounts/:id/deposit', { schema: { hide: true } }, async (request, reply) => {
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    let row: PaymentRow;
    try {
      row = await depositToAccount(routes.deps, (await rowOf(request.params)).paymentKey);
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error;
      return wantsJson ? routes.jsonError(reply, error) : htmlError(reply, error.statusCode, error.message);
    }
    const webhook = await routes.notify(row);
    if (!webhook.delivered)
      request.log.warn({ orderId: row.orderId }, 'sandbox deposit webhook not delivered');
    if (wantsJson) return { ...(routes.asJson(row) as object), webhook };
    return reply.redirect(pageUrl(row), 303);
  });

  receiptRoutes(app, routes.deps);
}

function receiptRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  app.get('/cash-receipts/:receiptKey', { schema: { hide: true } }, async (request, reply) => {
    const { receiptKey } = request.params as { receiptKey: string };
    const html = await cashReceiptPage(deps, receiptKey.slice(0, 200));
    if (!html) return htmlError(reply, 404, '영수증을 찾을 수 없습니다.');
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get('/receipts/:paymentKey', { schema: { hide: true } }, async (request, reply) => {
    const { paymentKey } = request.params as { paymentKey: string };
    const row = await findPayment(deps, paymentKey.slice(0, 200)).catch(() => null);
    if (!row) return htmlError(reply, 404, '영수증을 찾을 수 없습니다.');
    const cancels = row.cancels
      .map(
        (cancel) => `<dt>취소</dt><dd>-${won(cancel.cancelAmount)} (${escapeHtml(cancel.canceledAt)})</dd>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(
      page(
        '영수증',
        `<h1>매출전표</h1><p class="sub">${escapeHtml(row.orderName)}</p><dl>
<dt>주문번호</dt><dd>${escapeHtml(row.orderId)}</dd><dt>결제수단</dt><dd>${escapeHtml(receiptMethod(row))}</dd>
${row.method === 'CARD' ? `<dt>할부</dt><dd>${row.installmentMonths ? `${row.installmentMonths}개월` : '일시불'}</dd>` : ''}
<dt>결제금액</dt><dd>${won(row.totalAmount)}</dd>${cancels}<dt>상태</dt><dd>${escapeHtml(row.status)}</dd>
<dt>승인일시</dt><dd>${escapeHtml(kstIso(row.approvedAt) ?? '-')}</dd></dl>`,
      ),
    );
  });
}

/** The receipt's method line: the card's masked number, the wallet, or the buyer's bank. */
function receiptMethod(row: PaymentRow): string {
  const bank = SANDBOX_BANKS.find((candidate) => candidate.code === row.bankCode)?.label;
  if (row.method === 'CARD') return `카드 ${row.cardNumber ?? ''}`;
  if (row.method === 'EASY_PAY') return `간편결제 ${row.easyPayProvider ?? ''}`;
  if (row.method === 'TRANSFER') return `계좌이체 ${bank ?? ''}`;
  return tossMethodName(row.method);
}
