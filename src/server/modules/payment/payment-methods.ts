import type { EasyPayProvider, PaymentCreateBody, PaymentMethodsOffered } from '@shared/contract/payment';
import type { AppContext } from '../../context';
import { invalid } from '../../domain/errors';
import type { PaymentOffers } from '../../integrations/payment/provider';

/** GET /api/Payment/Methods: the methods and wallets the provider of new checkouts offers. */
export function offeredMethods(ctx: AppContext): PaymentMethodsOffered {
  const { methods, easyPayProviders } = ctx.payments.current.offers;
  return { methods: [...methods], easyPayProviders: [...easyPayProviders] };
}

/**
 * Refuses a method (or an easy-pay wallet) the provider does not offer, before any order exists;
 * answers the wallet to record on an easy-pay order (null for other methods).
 */
export function assertMethodOffered(
  offers: PaymentOffers,
  input: Pick<PaymentCreateBody, 'method' | 'easyPayProvider'>,
): EasyPayProvider | null {
  if (!offers.methods.includes(input.method)) throw invalid('METHOD_NOT_OFFERED', 'payment.methodNotOffered');
  if (input.method !== 'easy_pay') return null;
  if (!input.easyPayProvider || !offers.easyPayProviders.includes(input.easyPayProvider))
    throw invalid('EASY_PAY_PROVIDER_REQUIRED', 'payment.easyPayProviderRequired');
  return input.easyPayProvider;
}
