import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { orders } from '../../db/schema/payment';
import type { ProviderName, ProviderReturn, ReturnFlow } from '../../integrations/payment/provider';

/**
 * The browser's return from a provider's window, in the platform's terms (decision 093): the
 * provider's adapter reads its own fields, and the buyer is sent on to the web's pages with the
 * platform's query: /paymentComplete?paymentKey&orderId&amount, /paymentFail?code&message&orderId,
 * /paymentMethodResult?authKey&customerKey (or code&message). Nothing is confirmed here: a gateway
 * that POSTs its result comes from another site, so the member's session cookie is not sent with
 * it; the page the redirect lands on is a same-site navigation and confirms as for Toss.
 */

/** Fields of the platform's own the return carries through the provider's window. */
const CARRIED = ['back'] as const;

function path(pathname: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  return `${pathname}?${search}`;
}

/** A path on this platform's web app; relative, so the buyer stays on the host they used. */
export async function returnLocation(
  ctx: AppContext,
  providerName: ProviderName,
  flow: ReturnFlow,
  fields: Readonly<Record<string, string | undefined>>,
): Promise<string | null> {
  const provider = ctx.payments.enabled.find((candidate) => candidate.name === providerName);
  if (!provider) return null;
  const result: ProviderReturn = provider.parseReturn(flow, fields);
  const carried = Object.fromEntries(CARRIED.map((name) => [name, fields[name]]));
  if (flow === 'card')
    return result.kind === 'card_registered'
      ? path('/paymentMethodResult', { authKey: result.authKey, customerKey: result.customerKey, ...carried })
      : path('/paymentMethodResult', {
          code: result.kind === 'failed' ? result.code : 'INVALID_REQUEST',
          message: result.kind === 'failed' ? result.message : null,
          ...carried,
        });
  if (result.kind !== 'paid')
    return path('/paymentFail', {
      code: result.kind === 'failed' ? result.code : 'INVALID_REQUEST',
      message: result.kind === 'failed' ? result.message : null,
      orderId: result.kind === 'failed' ? result.orderId : null,
    });
  // A gateway that does not send the amount back: the order's, which confirm checks at the gateway.
  let amount = result.amount;
  if (amount === null) {
    const [order] = await ctx.db
      .select({ amount: orders.amount })
      .from(orders)
      .where(eq(orders.orderId, result.orderId));
    if (!order) return path('/paymentFail', { code: 'INVALID_REQUEST', orderId: result.orderId });
    amount = order.amount;
  }
  return path('/paymentComplete', {
    paymentKey: result.paymentKey,
    orderId: result.orderId,
    amount: String(amount),
  });
}
