import type { PaymentProvider } from '../provider';
import { createTossClient, type TossClientOptions } from '../toss-client';
import { SANDBOX_CLIENT_KEY, SANDBOX_PREFIX } from './sandbox-routes';

/**
 * The built-in sandbox (sandbox-routes.ts): it speaks Toss's v1 API, so the Toss client talks to
 * it; its checkout, card registration and deposit are pages of its own on this server.
 */
export function createSandboxProvider(options: TossClientOptions): PaymentProvider {
  return {
    ...createTossClient(options),
    name: 'sandbox',
    browserOrigins: { script: [], frame: [], connect: [] },
    startCheckout(request) {
      const query = new URLSearchParams({
        method: request.method,
        orderId: request.orderId,
        orderName: request.orderName,
        amount: String(request.amount),
        customerKey: request.customerKey,
        customerName: request.customerName,
        successUrl: request.successUrl,
        failUrl: request.failUrl,
        ...(request.method === 'card' ? { installmentMonths: String(request.installmentMonths) } : {}),
        ...(request.bankCode ? { bankCode: request.bankCode } : {}),
        ...(request.easyPayProvider ? { easyPay: request.easyPayProvider } : {}),
        ...(request.virtualAccountDueDate ? { dueDate: request.virtualAccountDueDate.toISOString() } : {}),
      });
      return {
        provider: 'sandbox',
        checkoutUrl: `${SANDBOX_PREFIX}/checkout?${query}`,
        clientKey: SANDBOX_CLIENT_KEY,
        channelKey: null,
      };
    },
    startCardRegistration(request) {
      const query = new URLSearchParams({ ...request });
      return {
        provider: 'sandbox',
        registrationUrl: `${SANDBOX_PREFIX}/billing?${query}`,
        clientKey: SANDBOX_CLIENT_KEY,
        channelKey: null,
      };
    },
    testDepositUrl: (paymentKey) => `${SANDBOX_PREFIX}/virtual-accounts/${encodeURIComponent(paymentKey)}`,
  };
}
