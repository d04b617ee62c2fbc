import type { BillingRegistration } from '@shared/contract/billing';
import type { EasyPayProvider, PaymentCreated } from '@shared/contract/payment';
import { seoulWallClock } from '@shared/seoul-time';

/**
 * Toss Payments' browser SDK (v2 "standard"), loaded only when a live checkout opens. The server
 * allows this one script origin in its CSP when PAYMENT_PROVIDER=toss.
 * https://docs.tosspayments.com/sdk/v2/js
 */
export const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

interface TossPaymentWindow {
  requestPayment(request: Record<string, unknown>): Promise<void>;
  requestBillingAuth(request: Record<string, unknown>): Promise<void>;
}

declare global {
  interface Window {
    TossPayments?: (clientKey: string) => { payment(options: { customerKey: string }): TossPaymentWindow };
  }
}

let loading: Promise<NonNullable<Window['TossPayments']>> | null = null;

function loadSdk(): Promise<NonNullable<Window['TossPayments']>> {
  loading ??= new Promise((resolve, reject) => {
    if (window.TossPayments) {
      resolve(window.TossPayments);
      return;
    }
    const script = document.createElement('script');
    script.src = TOSS_SDK_URL;
    script.onload = () =>
      window.TossPayments ? resolve(window.TossPayments) : reject(new Error('Toss SDK missing'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Toss SDK could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

async function paymentWindow(clientKey: string | null, customerKey: string): Promise<TossPaymentWindow> {
  if (!clientKey) throw new Error('Toss client key missing');
  const TossPayments = await loadSdk();
  return TossPayments(clientKey).payment({ customerKey });
}

/** yyyy-MM-ddTHH:mm:ss in Korean time, the form of Toss's virtualAccount.dueDate. */
export function kstLocal(iso: string): string {
  return seoulWallClock(iso);
}

/** Opens Toss's checkout for an order the server created; Toss returns to successUrl or failUrl. */
export async function openTossCheckout(order: PaymentCreated): Promise<void> {
  const payment = await paymentWindow(order.clientKey, order.customerKey);
  const common = {
    amount: { currency: 'KRW', value: order.amount },
    orderId: order.orderId,
    orderName: order.orderName,
    successUrl: order.successUrl,
    failUrl: order.failUrl,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
  };
  await payment.requestPayment({ ...common, ...methodRequest(order) });
}

/** Toss SDK v2's codes of the wallets the platform offers, opened directly (card.easyPay). */
const TOSS_EASY_PAY_CODES: Record<EasyPayProvider, string> = {
  kakaopay: 'KAKAOPAY',
  naverpay: 'NAVERPAY',
  tosspay: 'TOSSPAY',
};

/** The method's part of Toss's requestPayment (https://docs.tosspayments.com/sdk/v2/js#paymentrequestpayment). */
function methodRequest(order: PaymentCreated): Record<string, unknown> {
  switch (order.method) {
    case 'card':
      return {
        method: 'CARD',
        card: {
          flowMode: 'DEFAULT',
          ...(order.installmentMonths > 0 ? { fixedCardInstallmentPlan: order.installmentMonths } : {}),
        },
      };
    case 'easy_pay':
      // 간편결제 is Toss's card window opened straight at the wallet the buyer chose on our page.
      return {
        method: 'CARD',
        card: {
          flowMode: 'DIRECT',
          easyPay: order.easyPayProvider ? TOSS_EASY_PAY_CODES[order.easyPayProvider] : undefined,
        },
      };
    case 'transfer':
      // The platform issues the buyer's cash receipt itself once paid (as for a virtual account), so
      // Toss's window must not issue a second one.
      return { method: 'TRANSFER', transfer: { cashReceipt: { type: '미발행' } } };
    case 'virtual_account':
      return {
        method: 'VIRTUAL_ACCOUNT',
        // The server's due date (one rule for every checkout), as Toss reads it: Korean time, no offset.
        virtualAccount: order.virtualAccountDueDate ? { dueDate: kstLocal(order.virtualAccountDueDate) } : {},
      };
  }
}

/** Opens Toss's card registration; it returns to successUrl with authKey and customerKey. */
export async function openTossBillingAuth(registration: BillingRegistration): Promise<void> {
  const payment = await paymentWindow(registration.clientKey, registration.customerKey);
  await payment.requestBillingAuth({
    method: 'CARD',
    successUrl: registration.successUrl,
    failUrl: registration.failUrl,
    customerEmail: registration.customerEmail,
    customerName: registration.customerName,
  });
}
