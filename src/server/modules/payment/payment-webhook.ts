import { timingSafeEqual } from 'node:crypto';
import type { depositCallbackBody, paymentEventBody } from '@shared/contract/payment';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { orders } from '../../db/schema/payment';
import { AppError } from '../../http/errors';
import { GatewayError, type GatewayPayment } from '../../integrations/payment/gateway';
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

async function notFoundAsNull(lookup: Promise<GatewayPayment>): Promise<GatewayPayment | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'not_found') return null;
    throw error;
  }
}

/** DEPOSIT_CALLBACK: verified by the secret the gateway gave for this virtual account. */
export async function handleDepositCallback(
  ctx: AppContext,
  body: z.infer<typeof depositCallbackBody>,
): Promise<WebhookOutcome> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, body.orderId));
  if (!order) return 'ignored';
  let payment: GatewayPayment | null = null;
  let secret = order.vaSecret;
  if (!secret) {
    // The confirm answer was lost (crash, timeout): the gateway still knows the secret.
    payment = await ctx.paymentGateway.findPaymentByOrderId(order.orderId);
    secret = payment?.secret ?? null;
  }
  if (!secret || !sameSecret(secret, body.secret))
    throw new AppError(401, 'WEBHOOK_REJECTED', 'errors.forbidden');
  payment ??= order.paymentKey
    ? await notFoundAsNull(ctx.paymentGateway.getPayment(order.paymentKey))
    : await ctx.paymentGateway.findPaymentByOrderId(order.orderId);
  if (!payment) return 'ignored';
  await applyGatewayPayment(ctx, order.id, payment);
  return 'processed';
}

/** PAYMENT_STATUS_CHANGED and other events: the body is not trusted, the payment is fetched again. */
export async function handlePaymentEvent(
  ctx: AppContext,
  body: z.infer<typeof paymentEventBody>,
): Promise<WebhookOutcome> {
  const paymentKey = body.data.paymentKey;
  if (!paymentKey) return 'ignored';
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
