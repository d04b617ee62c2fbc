import type { PAYMENT_TABS, PaymentListItem } from '@shared/contract/payment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

export type PaymentTab = (typeof PAYMENT_TABS)[number];
export const PAYMENT_PAGE_SIZE = 10;

/** GET /api/Payment/GetList/{tab}, one page with its total; products are named in the reader's language. */
export function paymentListQuery(useruid: string, tab: PaymentTab, page: number, locale: string) {
  return queryOptions({
    queryKey: paymentKeys.list(useruid, tab, page, locale),
    queryFn: async ({ signal }) => {
      const envelope = await api<PaymentListItem[]>('GET', `/api/Payment/GetList/${tab}`, {
        query: { page, pageSize: PAYMENT_PAGE_SIZE },
        signal,
      });
      return { items: envelope.datas, total: envelope.total ?? envelope.datas.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function usePaymentList(useruid: string, tab: PaymentTab, page: number, locale: string) {
  return useQuery(paymentListQuery(useruid, tab, page, locale));
}
