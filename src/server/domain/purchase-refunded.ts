import type { ORDER_KINDS } from '@shared/contract/payment';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';

/**
 * Money went back on a paid order: told by payment's `endPurchase` (payment/order-settlement.ts), in
 * the refund's transaction with the order row locked, to the domain whose own rows a refund ends.
 * Membership listens (a refunded charge ends its period, decision 048), registered for every app in
 * modules/register.ts; so membership imports payment to charge, and payment imports nothing of
 * membership.
 */
export interface PurchaseRefunded {
  orderRowId: number;
  kind: (typeof ORDER_KINDS)[number];
  at: Date;
}

type Listener = (db: Executor, event: PurchaseRefunded) => Promise<void>;

const listeners = new WeakMap<AppContext, Listener>();

export function onPurchaseRefunded(ctx: AppContext, listener: Listener): void {
  listeners.set(ctx, listener);
}

export async function purchaseRefunded(
  ctx: AppContext,
  db: Executor,
  event: PurchaseRefunded,
): Promise<void> {
  await listeners.get(ctx)?.(db, event);
}
