import type { CreditVerification } from '@shared/contract/credits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { learningKeys } from './keys';

/** GET /api/Credits/Verify/{code}: public. */
export function creditVerificationQuery(code: string, locale: string) {
  return queryOptions({
    queryKey: learningKeys.creditVerification(code, locale),
    queryFn: ({ signal }) =>
      apiDatas<CreditVerification>('GET', `/api/Credits/Verify/${encodeURIComponent(code)}`, { signal }),
    enabled: Boolean(code),
    retry: false,
  });
}

export function useCreditVerification(code: string, locale: string) {
  return useQuery(creditVerificationQuery(code, locale));
}
