import type { PaymentProvider } from './provider';
import { createTossClient, type TossClientOptions } from './toss-client';

/**
 * Toss Payments (https://docs.tosspayments.com): the browser opens Toss's window from its JS SDK
 * with the order the server created (src/web/lib/checkout-adapter.ts).
 */
export function createTossProvider(
  options: TossClientOptions & { clientKey: string | null },
): PaymentProvider {
  return {
    ...createTossClient(options),
    name: 'toss',
    browserOrigins: {
      script: ['https://js.tosspayments.com'],
      frame: ['https://*.tosspayments.com'],
      connect: ['https://*.tosspayments.com'],
    },
    startCheckout: () => ({
      provider: 'toss',
      checkoutUrl: null,
      clientKey: options.clientKey,
      channelKey: null,
    }),
    startCardRegistration: () => ({
      provider: 'toss',
      registrationUrl: null,
      clientKey: options.clientKey,
      channelKey: null,
    }),
    testDepositUrl: () => null,
  };
}
