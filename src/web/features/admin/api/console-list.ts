import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * A page of a console list read from `url` with the list's filters, cached under `keyOf`'s key: the console shows what members
 * just did, so it is refetched whenever the screen opens; the previous page stays while the next loads.
 */
export function consoleListQuery<Item, Filter extends object>(
  keyOf: (filter: Filter, page: number) => QueryKey,
  url: string,
  filter: Filter,
  page: number,
) {
  return queryOptions({
    staleTime: 0,
    queryKey: keyOf(filter, page),
    queryFn: ({ signal }) => api<Item[]>('GET', url, { query: { ...filter, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}
