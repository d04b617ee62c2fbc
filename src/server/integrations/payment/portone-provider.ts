import { createPortOneClient, type PortOneClientOptions } from './portone-client';
import type { PaymentProvider } from './provider';

/**
 * PortOne V2 (https://developers.portone.io): the browser opens PortOne's window from its browser
 * SDK (src/web/lib/portone-payments.ts) with the store id and channel key; the channel decides the
 * PG behind it (KG Inicis, NHN KCP, NICE, KakaoPay, NaverPay, TossPay).
 */
export function createPortOneProvider(options: PortOneClientOptions): PaymentProvider {
  const handoff = {
    provider: 'portone' as const,
    clientKey: options.storeId,
    channelKey: options.channelKey,
  };
  return {
    ...createPortOneClient(options),
    name: 'portone',
    // The SDK, and the windows of the PGs its channels reach.
    browserOrigins: {
      script: ['https://cdn.portone.io'],
      frame: [
        'https://*.portone.io',
        'https://*.inicis.com',
        'https://*.kcp.co.kr',
        'https://*.nicepay.co.kr',
        'https://*.kakao.com',
        'https://*.naver.com',
        'https://*.tosspayments.com',
      ],
      connect: ['https://*.portone.io'],
    },
    startCheckout: () => ({ ...handoff, checkoutUrl: null }),
    startCardRegistration: () => ({ ...handoff, registrationUrl: null }),
    testDepositUrl: () => null,
  };
}
