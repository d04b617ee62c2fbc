import { SEARCH_MIN_LENGTH, SEARCH_PAGE_SIZE } from '@shared/constants';
import type { SearchHit } from '@shared/contract/contents';
import type { SearchPage } from '@shared/contract/server-render';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { idParam } from '../../../lib/use-url-filters';
import { catalogueKeys } from './keys';

/** What /search asks for, read from its URL as the page and the server's render both read it. */
export function searchRequestOf(params: URLSearchParams) {
  const text = (params.get('searchtxt') ?? '').trim();
  return { text, page: idParam(params.get('page')) ?? 1, tooShort: text.length < SEARCH_MIN_LENGTH };
}

export async function searchContents(
  schtext: string,
  page: number,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const envelope = await api<SearchHit[]>('GET', '/api/Contents/search', {
    query: { schtext, page, pageSize: SEARCH_PAGE_SIZE },
    signal,
  });
  return { items: envelope.datas, total: envelope.total ?? 0 };
}

export function contentsSearchQuery(schtext: string, page: number, locale: string) {
  return queryOptions({
    queryKey: catalogueKeys.search(locale, schtext, page),
    queryFn: ({ signal }) => searchContents(schtext, page, signal),
    enabled: schtext.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useContentsSearch(schtext: string, page: number, locale: string) {
  return useQuery(contentsSearchQuery(schtext, page, locale));
}
