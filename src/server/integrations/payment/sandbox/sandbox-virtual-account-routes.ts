import type { FastifyInstance, FastifyReply } from 'fastify';
import type { sandboxPayments } from '../../../db/schema/sandbox-gateway';
import { escapeHtml, page } from './sandbox-html';
import { depositToAccount, type SandboxDeps, SandboxError } from './sandbox-ledger';
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
export interface VirtualAccountRoutes {
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
 * The buyer's view of an issued virtual account and its test deposit button, which both stand-ins
 * offer: GET /virtual-accounts/:id and POST /virtual-accounts/:id/deposit.
 */
export function virtualAccountRoutes(app: FastifyInstance, routes: VirtualAccountRoutes): void {
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
}
