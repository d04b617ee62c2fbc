import type { BillingRegistration } from '@shared/contract/billing';
import type { PaymentCreated } from '@shared/contract/payment';
import { openTossBillingAuth, openTossCheckout } from './toss-payments';

/**
 * The one place the web knows payment providers apart: Toss opens its window from its browser
 * SDK; the sandbox (and any provider with a hosted page) is a page to go to.
 */
export async function openCheckout(order: PaymentCreated): Promise<void> {
  if (order.provider === 'toss') await openTossCheckout(order);
  else if (order.checkoutUrl) window.location.assign(order.checkoutUrl);
}

export async function openCardRegistration(registration: BillingRegistration): Promise<void> {
  if (registration.provider === 'toss') await openTossBillingAuth(registration);
  else if (registration.registrationUrl) window.location.assign(registration.registrationUrl);
}
