import type { MyCredits } from '@shared/contract/credits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { learningKeys } from './keys';

/** GET /api/Credits/Mine: the member's 연수평점, the yearly goal, and the licence's status. */
export function myCreditsQuery(useruid: string, locale: string) {
  return queryOptions({
    queryKey: learningKeys.myCredits(useruid, locale),
    queryFn: ({ signal }) => apiDatas<MyCredits>('GET', '/api/Credits/Mine', { signal }),
    enabled: Boolean(useruid),
    // Each answer carries certificate links signed for a few minutes: asked again on every look.
    staleTime: 0,
  });
}

export function useMyCredits(useruid: string, locale: string) {
  return useQuery(myCreditsQuery(useruid, locale));
}
