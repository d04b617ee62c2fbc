import type { TermsInfo } from '@shared/contract/terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { boardKeys } from './keys';

/** GET /api/Main/GetTerms/{tab}: the version in force (or the one asked for) and the list of versions. */
export function termsQuery(tab: number, version: string | undefined, locale: string) {
  return queryOptions({
    queryKey: boardKeys.terms(locale, tab, version),
    queryFn: ({ signal }) =>
      apiDatas<TermsInfo>('GET', `/api/Main/GetTerms/${tab}`, { query: { version }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useTerms(tab: number, version: string | undefined, locale: string) {
  return useQuery(termsQuery(tab, version, locale));
}
