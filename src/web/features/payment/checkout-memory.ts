import { PRODUCT_SHORT_NAME } from '@shared/constants';

/**
 * What the browser remembers about an order while it is away at the gateway: the gateway sends
 * back only orderId (and a code and message on failure), so the failure page finds its way back
 * to the item.
 */
export interface CheckoutMemory {
  contentsid: number;
  kind: 'course' | 'training';
}

const storageKey = (orderId: string) => `${PRODUCT_SHORT_NAME}_checkout_${orderId}`;

export function rememberCheckout(orderId: string, memory: CheckoutMemory): void {
  try {
    sessionStorage.setItem(storageKey(orderId), JSON.stringify(memory));
  } catch {
    // Storage can be full or disabled; the pages then fall back to generic links.
  }
}

export function recallCheckout(orderId: string | null): CheckoutMemory | null {
  if (!orderId) return null;
  try {
    const raw = sessionStorage.getItem(storageKey(orderId));
    return raw ? (JSON.parse(raw) as CheckoutMemory) : null;
  } catch {
    return null;
  }
}
