import type { MembershipCharge } from '@shared/contract/membership';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './keys';

export const CHARGES_PAGE_SIZE = 10;

/** GET /api/Membership/Charges: every paid or declined charge, newest first, a page at a time. */
export function chargesQuery(useruid: string, page: number) {
  return queryOptions({
    queryKey: membershipKeys.charges(useruid, page),
    queryFn: async ({ signal }) => {
      const envelope = await api<MembershipCharge[]>('GET', '/api/Membership/Charges', {
        query: { page, pageSize: CHARGES_PAGE_SIZE },
        signal,
      });
      return { items: envelope.datas, total: envelope.total ?? envelope.datas.length };
    },
    enabled: Boolean(useruid),
    placeholderData: keepPreviousData,
  });
}

export function useCharges(useruid: string, page: number) {
  return useQuery(chargesQuery(useruid, page));
}
