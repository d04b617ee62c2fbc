import type { TermsInfo } from '@shared/contract/terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { TERMS_TABS } from '../board-values';
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

/** The policy and version /terms shows, read from its address: `tab` (0 by default) and `version`. */
export function termsRequestOf(search: URLSearchParams): { tab: number; version: string | undefined } {
  const requested = Number(search.get('tab') ?? 0);
  return {
    tab: (TERMS_TABS as readonly number[]).includes(requested) ? requested : 0,
    version: search.get('version') || undefined,
  };
}

export function useTerms(tab: number, version: string | undefined, locale: string) {
  return useQuery(termsQuery(tab, version, locale));
}
