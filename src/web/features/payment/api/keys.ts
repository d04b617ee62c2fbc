import type { PaymentTab } from './get-payment-list';

/** Query keys of the payment domain. */
export const paymentKeys = {
  all: ['payment'] as const,
  /** Every payment query of one account: what a refund request or a cancellation makes stale. */
  history: (useruid: string) => [...paymentKeys.all, 'history', useruid] as const,
  list: (useruid: string, tab: PaymentTab, page: number, locale: string) =>
    [...paymentKeys.history(useruid), 'list', tab, page, locale] as const,
  info: (useruid: string, paymentid: number, locale: string) =>
    [...paymentKeys.history(useruid), 'info', paymentid, locale] as const,
  buyer: (useruid: string) => [...paymentKeys.all, 'buyer', useruid] as const,
  /** The business a partner's tax invoice request starts from. */
  taxInvoiceBusiness: (useruid: string) => [...paymentKeys.all, 'taxInvoiceBusiness', useruid] as const,
  receipt: (paymentKey: string | null) => [...paymentKeys.all, 'receipt', paymentKey] as const,
  /** What the provider's checkout offers; the same for every member. */
  methods: () => [...paymentKeys.all, 'methods'] as const,
  seats: (contentsid: number) => [...paymentKeys.all, 'seats', contentsid] as const,
};
