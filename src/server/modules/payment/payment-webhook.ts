import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { orders } from '../../db/schema/payment';
import { unauthenticated } from '../../domain/errors';
import { GatewayError, type PaymentRecord } from '../../integrations/payment/gateway';
import type { WebhookRequest } from '../../integrations/payment/provider';
import { applyGatewayPayment } from './order-settlement';

/**
 * Gateway webhooks. A notification is only a prompt: after checking it is genuine, the order is
 * brought in line with the payment as the gateway reports it now. So a repeated or late
 * notification (a 'waiting' arriving after the deposit) cannot move an order backwards.
 */

export type WebhookOutcome = 'processed' | 'ignored';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function notFoundAsNull(lookup: Promise<PaymentRecord>): Promise<PaymentRecord | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'not_found') return null;
    throw error;
  }
}

/** A webhook request as the provider reads it; a malformed or forged one throws (answered 400). */
export function handleWebhook(ctx: AppContext, request: WebhookRequest): Promise<WebhookOutcome> {
  const event = ctx.paymentGateway.verifyAndParseWebhook(request);
  if (event.kind === 'deposit') return handleDeposit(ctx, event);
  if (event.kind === 'payment_changed') return handlePaymentChanged(ctx, event.paymentKey);
  return Promise.resolve('ignored');
}

/** A deposit: proven by the secret the gateway gave for this virtual account. */
async function handleDeposit(
  ctx: AppContext,
  body: { orderId: string; secret: string },
): Promise<WebhookOutcome> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, body.orderId));
  if (!order) return 'ignored';
  let payment: PaymentRecord | null = null;
  let secret = order.vaSecret;
  if (!secret) {
    // The confirm answer was lost (crash, timeout): the gateway still knows the secret.
    payment = await ctx.paymentGateway.lookupByOrder(order.orderId);
    secret = payment?.depositSecret ?? null;
  }
  if (!secret || !sameSecret(secret, body.secret))
    throw unauthenticated('WEBHOOK_REJECTED', 'errors.forbidden');
  payment ??= order.paymentKey
    ? await notFoundAsNull(ctx.paymentGateway.getPayment(order.paymentKey))
    : await ctx.paymentGateway.lookupByOrder(order.orderId);
  if (!payment) return 'ignored';
  await applyGatewayPayment(ctx, order.id, payment);
  return 'processed';
}

/** A payment changed (e.g. cancelled in the gateway's console): the payment is fetched again. */
async function handlePaymentChanged(ctx: AppContext, paymentKey: string): Promise<WebhookOutcome> {
  const payment = await notFoundAsNull(ctx.paymentGateway.getPayment(paymentKey));
  if (!payment) return 'ignored';
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderId, payment.orderId));
  if (!order) return 'ignored';
  await applyGatewayPayment(ctx, order.id, payment);
  return 'processed';
}
