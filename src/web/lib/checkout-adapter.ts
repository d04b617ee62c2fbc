import type { BillingRegistration } from '@shared/contract/billing';
import type { PaymentCreated } from '@shared/contract/payment';
import { openPortOneBillingKey, openPortOneCheckout } from './portone-payments';
import { openTossBillingAuth, openTossCheckout } from './toss-payments';

/**
 * The one place the web knows payment providers apart: Toss and PortOne open their windows from
 * their browser SDKs; the stand-ins (and any provider with a hosted page) are a page to go to.
 */
export async function openCheckout(order: PaymentCreated): Promise<void> {
  if (order.provider === 'toss') await openTossCheckout(order);
  else if (order.provider === 'portone') await openPortOneCheckout(order);
  else if (order.checkoutUrl) window.location.assign(order.checkoutUrl);
}

export async function openCardRegistration(registration: BillingRegistration): Promise<void> {
  if (registration.provider === 'toss') await openTossBillingAuth(registration);
  else if (registration.provider === 'portone') await openPortOneBillingKey(registration);
  else if (registration.registrationUrl) window.location.assign(registration.registrationUrl);
}
