import { createPortOneClient, type PortOneClientOptions } from '../portone-client';
import { PORTONE_EASY_PAY_NAMES, portonePayMethod } from '../portone-wire';
import type { PaymentProvider } from '../provider';
import { PORTONE_SANDBOX_PREFIX } from './portone-sandbox-routes';
import { PORTONE_CHANNEL_KEY, PORTONE_STORE_ID } from './portone-sandbox-wire';

/** Where the browser comes back from a PortOne window: this platform's return route (decision 093). */
export function portoneReturnUrl(provider: string, flow: 'payment' | 'card', platformUrl: string): URL {
  const url = new URL(`/payments/return/${provider}/${flow}`, platformUrl);
  for (const [name, value] of new URL(platformUrl).searchParams) url.searchParams.set(name, value);
  return url;
}

/**
 * PortOne's stand-in (portone-sandbox-routes.ts): the PortOne client talks to it; its checkout,
 * billing-key registration and deposit are pages of its own, reached with what PortOne's SDK
 * would carry to its window.
 */
export function createPortOneSandboxProvider(
  options: Omit<PortOneClientOptions, 'storeId' | 'channelKey'>,
): PaymentProvider {
  const name = 'portone-sandbox';
  const keys = { clientKey: PORTONE_STORE_ID, channelKey: PORTONE_CHANNEL_KEY };
  return {
    ...createPortOneClient({ ...options, storeId: PORTONE_STORE_ID, channelKey: PORTONE_CHANNEL_KEY }),
    name,
    browserOrigins: { script: [], frame: [], connect: [] },
    startCheckout(request) {
      const query = new URLSearchParams({
        storeId: PORTONE_STORE_ID,
        channelKey: PORTONE_CHANNEL_KEY,
        paymentId: request.orderId,
        orderName: request.orderName,
        totalAmount: String(request.amount),
        currency: 'CURRENCY_KRW',
        payMethod: portonePayMethod(request.method),
        customerId: request.customerKey,
        customerName: request.customerName,
        redirectUrl: portoneReturnUrl(name, 'payment', request.successUrl).toString(),
        ...(request.method === 'card' ? { installmentMonths: String(request.installmentMonths) } : {}),
        ...(request.bankCode ? { bankCode: request.bankCode } : {}),
        ...(request.easyPayProvider
          ? { easyPayProvider: PORTONE_EASY_PAY_NAMES[request.easyPayProvider] }
          : {}),
        ...(request.virtualAccountDueDate ? { dueDate: request.virtualAccountDueDate.toISOString() } : {}),
      });
      return { provider: name, checkoutUrl: `${PORTONE_SANDBOX_PREFIX}/checkout?${query}`, ...keys };
    },
    startCardRegistration(request) {
      const redirectUrl = portoneReturnUrl(name, 'card', request.successUrl);
      redirectUrl.searchParams.set('customerKey', request.customerKey);
      const query = new URLSearchParams({
        storeId: PORTONE_STORE_ID,
        channelKey: PORTONE_CHANNEL_KEY,
        customerId: request.customerKey,
        redirectUrl: redirectUrl.toString(),
      });
      return { provider: name, registrationUrl: `${PORTONE_SANDBOX_PREFIX}/billing-key?${query}`, ...keys };
    },
    testDepositUrl: (paymentKey) =>
      `${PORTONE_SANDBOX_PREFIX}/virtual-accounts/${encodeURIComponent(paymentKey)}`,
  };
}
