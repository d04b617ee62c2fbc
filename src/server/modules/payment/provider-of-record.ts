import { isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingCards } from '../../db/schema/membership';
import { orders } from '../../db/schema/payment';
import type { ProviderName } from '../../integrations/payment/provider';

/**
 * Orders and cards older than the provider column were all taken by the deployment's provider of
 * that time, which is the one configured at the first start after the migration: they are pinned to
 * it now, so a later switch of PAYMENT_PROVIDER leaves them where they are (decision 091). A
 * migration cannot do this, as it cannot read the environment. Idempotent: once filled, nothing
 * matches; an instance of an older version writing during a rolling upgrade is filled at the next
 * start.
 */
export async function fillUnrecordedProviders(db: Database, provider: ProviderName): Promise<void> {
  await db.update(orders).set({ provider }).where(isNull(orders.provider));
  await db.update(billingCards).set({ provider }).where(isNull(billingCards.provider));
}
