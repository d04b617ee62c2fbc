import type { BillingRegistration } from '@shared/contract/billing';
import type { EasyPayProvider, PaymentCreated } from '@shared/contract/payment';

/**
 * PortOne V2's browser SDK, loaded only when a live checkout opens (the server allows its origin in
 * the CSP when portone is enabled). https://developers.portone.io/sdk/ko/v2-sdk/readme
 * Its window returns to the platform's return route, which passes the buyer on to the web's pages
 * in the platform's terms; on a desktop the SDK answers here instead, and the answer takes the same
 * route.
 */
export const PORTONE_SDK_URL = 'https://cdn.portone.io/v2/browser-sdk.js';

interface PortOneAnswer {
  code?: string;
  message?: string;
  paymentId?: string;
  billingKey?: string;
}

interface PortOneSdk {
  requestPayment(request: Record<string, unknown>): Promise<PortOneAnswer | undefined>;
  requestIssueBillingKey(request: Record<string, unknown>): Promise<PortOneAnswer | undefined>;
}

declare global {
  interface Window {
    PortOne?: PortOneSdk;
  }
}

let loading: Promise<PortOneSdk> | null = null;

function loadSdk(): Promise<PortOneSdk> {
  loading ??= new Promise((resolve, reject) => {
    if (window.PortOne) {
      resolve(window.PortOne);
      return;
    }
    const script = document.createElement('script');
    script.src = PORTONE_SDK_URL;
    script.onload = () =>
      window.PortOne ? resolve(window.PortOne) : reject(new Error('PortOne SDK missing'));
    script.onerror = () => {
      loading = null;
      reject(new Error('PortOne SDK could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

function returnUrl(provider: string, flow: 'payment' | 'card', query: Record<string, string> = {}): URL {
  const url = new URL(`/payments/return/${provider}/${flow}`, window.location.origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

/** The SDK's answer on a desktop, taken to the return route as the redirect would be. */
function goBack(url: URL, answer: PortOneAnswer | undefined) {
  if (!answer) return;
  for (const [name, value] of Object.entries(answer))
    if (typeof value === 'string') url.searchParams.set(name, value);
  window.location.assign(url.toString());
}

const PAY_METHODS: Record<string, string> = {
  card: 'CARD',
  virtual_account: 'VIRTUAL_ACCOUNT',
  easy_pay: 'EASY_PAY',
  transfer: 'TRANSFER',
};
/** PortOne's EasyPayProvider of each wallet: the window opens on the one chosen on the payment page. */
const EASY_PAY_PROVIDERS: Record<EasyPayProvider, string> = {
  kakaopay: 'KAKAOPAY',
  naverpay: 'NAVERPAY',
  tosspay: 'TOSSPAY',
};

export async function openPortOneCheckout(order: PaymentCreated): Promise<void> {
  const sdk = await loadSdk();
  const redirectUrl = returnUrl(order.provider, 'payment');
  const answer = await sdk.requestPayment({
    storeId: order.clientKey,
    channelKey: order.channelKey,
    paymentId: order.orderId,
    orderName: order.orderName,
    totalAmount: order.amount,
    currency: 'CURRENCY_KRW',
    payMethod: PAY_METHODS[order.method],
    customer: { customerId: order.customerKey, fullName: order.customerName, email: order.customerEmail },
    redirectUrl: redirectUrl.toString(),
    ...(order.method === 'card' && order.installmentMonths > 0
      ? { card: { installment: { monthOption: { fixedMonth: order.installmentMonths } } } }
      : {}),
    ...(order.method === 'easy_pay' && order.easyPayProvider
      ? { easyPay: { easyPayProvider: EASY_PAY_PROVIDERS[order.easyPayProvider] } }
      : {}),
    ...(order.virtualAccountDueDate
      ? { virtualAccount: { accountExpiry: { dueDate: order.virtualAccountDueDate } } }
      : {}),
  });
  goBack(redirectUrl, answer ? { ...answer, paymentId: answer.paymentId ?? order.orderId } : undefined);
}

export async function openPortOneBillingKey(registration: BillingRegistration): Promise<void> {
  const sdk = await loadSdk();
  const back = new URL(registration.successUrl).searchParams.get('back');
  const redirectUrl = returnUrl(registration.provider, 'card', {
    customerKey: registration.customerKey,
    ...(back ? { back } : {}),
  });
  const answer = await sdk.requestIssueBillingKey({
    storeId: registration.clientKey,
    channelKey: registration.channelKey,
    billingKeyMethod: 'CARD',
    customer: { customerId: registration.customerKey, fullName: registration.customerName },
    redirectUrl: redirectUrl.toString(),
  });
  goBack(redirectUrl, answer);
}
