import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { AppContext } from '../../context';
import { orders } from '../../db/schema/payment';
import { DomainError, invalid, recordNotFound, unauthenticated } from '../../domain/errors';
import { GatewayError, type PaymentRecord } from '../../integrations/payment/gateway';
import type {
  PaymentProvider,
  ProviderName,
  WebhookEvent,
  WebhookRequest,
} from '../../integrations/payment/provider';
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

/**
 * A webhook request as the enabled providers read it, the current one first, since a gateway's
 * console holds one webhook address: after a switch the previous gateway still posts here. The
 * first provider that reads an event in it wins; every call that follows goes to the provider the
 * order records. A request no provider accepts throws (answered 400). A webhook posted to a
 * provider's own address (`addressedTo`) is read by that provider alone.
 */
export async function handleWebhook(
  ctx: AppContext,
  request: WebhookRequest,
  addressedTo?: ProviderName,
): Promise<WebhookOutcome> {
  const read = readWebhook(ctx, request, addressedTo);
  if (read?.event.kind === 'deposit') return handleDeposit(ctx, read.event);
  if (read?.event.kind === 'payment_changed')
    return handlePaymentChanged(ctx, read.provider, read.event.paymentKey);
  return 'ignored';
}

/** The first event an enabled provider reads in the request; null when those that accept it ignore it. */
function readWebhook(
  ctx: AppContext,
  request: WebhookRequest,
  addressedTo: ProviderName | undefined,
): { provider: PaymentProvider; event: WebhookEvent } | null {
  let rejection: unknown = null;
  let accepted = false;
  const readers = addressedTo
    ? ctx.payments.enabled.filter((provider) => provider.name === addressedTo)
    : ctx.payments.enabled;
  // The address of a provider this deployment does not enable is no address of this site.
  if (readers.length === 0) throw recordNotFound();
  for (const provider of readers) {
    try {
      const event = provider.verifyAndParseWebhook(request);
      if (event.kind !== 'ignored') return { provider, event };
      accepted = true;
    } catch (error) {
      rejection ??= error;
    }
  }
  // A verifier's own error (a signature that does not match, a body that is not JSON) is the sender's.
  if (!accepted)
    throw rejection instanceof ZodError || rejection instanceof DomainError
      ? rejection
      : invalid('WEBHOOK_REJECTED', 'validation.invalid');
  return null;
}

/** A deposit: proven by the secret the order's gateway gave for this virtual account. */
async function handleDeposit(
  ctx: AppContext,
  body: { orderId: string; secret: string },
): Promise<WebhookOutcome> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, body.orderId));
  if (!order) return 'ignored';
  const provider = ctx.payments.of(order.provider);
  let payment: PaymentRecord | null = null;
  let secret = order.vaSecret;
  if (!secret) {
    // The confirm answer was lost (crash, timeout): the gateway still knows the secret.
    payment = await provider.lookupByOrder(order.orderId);
    secret = payment?.depositSecret ?? null;
  }
  if (!secret || !sameSecret(secret, body.secret))
    throw unauthenticated('WEBHOOK_REJECTED', 'errors.forbidden');
  payment ??= order.paymentKey
    ? await notFoundAsNull(provider.getPayment(order.paymentKey))
    : await provider.lookupByOrder(order.orderId);
  if (!payment) return 'ignored';
  await applyGatewayPayment(ctx, order.id, payment);
  return 'processed';
}

/**
 * A payment changed (e.g. cancelled in the gateway's console): the payment is fetched again from
 * the order's provider; an order that does not hold the key yet (its confirm answer was lost) from
 * the provider that sent the notice, if that one took the order.
 */
async function handlePaymentChanged(
  ctx: AppContext,
  sender: PaymentProvider,
  paymentKey: string,
): Promise<WebhookOutcome> {
  const [keyed] = await ctx.db
    .select({ provider: orders.provider })
    .from(orders)
    .where(eq(orders.paymentKey, paymentKey));
  const provider = keyed ? ctx.payments.of(keyed.provider) : sender;
  const payment = await notFoundAsNull(provider.getPayment(paymentKey));
  if (!payment) return 'ignored';
  const [order] = await ctx.db
    .select({ id: orders.id, provider: orders.provider })
    .from(orders)
    .where(eq(orders.orderId, payment.orderId));
  if (!order || ctx.payments.of(order.provider) !== provider) return 'ignored';
  await applyGatewayPayment(ctx, order.id, payment);
  return 'processed';
}
