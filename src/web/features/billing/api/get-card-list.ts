import type { BillingCard } from '@shared/contract/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /api/Billing/MyCardList: the member's saved cards, newest first. */
export function cardListQuery(useruid: string, locale: string) {
  return queryOptions({
    queryKey: billingKeys.cards(useruid, locale),
    queryFn: ({ signal }) => apiDatas<BillingCard[]>('GET', '/api/Billing/MyCardList', { signal }),
    enabled: Boolean(useruid),
  });
}

export function useCardList(useruid: string, locale: string) {
  return useQuery(cardListQuery(useruid, locale));
}
