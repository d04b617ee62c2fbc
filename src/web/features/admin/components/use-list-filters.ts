import { useCallback, useState } from 'react';
import type { ListSort } from './admin-table';

/** A list query's filters and sort, as the address query carries them: everything but the page. */
export type ListFilter<Query> = Partial<Omit<Query, 'page' | 'pageSize'>>;

/**
 * An admin list's filters, sort and page, held by the page (not the address bar: a search that
 * applies after its typing pause would otherwise be a navigation, and could take an operator who
 * has just clicked a row back to the list). The sort travels with the filters to the server (sort,
 * order); changing either goes back to page 1. `sorting` is what the AdminTable takes.
 */
export function useListFilters<Filter extends object>(initial: Filter) {
  const [state, setState] = useState({ filter: initial, page: 1 });
  const update = useCallback(
    (changes: Partial<Filter>) =>
      setState((previous) => ({ filter: { ...previous.filter, ...changes }, page: 1 })),
    [],
  );
  const setPage = useCallback((page: number) => setState((previous) => ({ ...previous, page })), []);
  const sorting = {
    sort: { sort: (state.filter as ListSort).sort, order: (state.filter as ListSort).order },
    onSort: (next: Required<ListSort>) =>
      setState((previous) => ({ filter: { ...previous.filter, ...next }, page: 1 })),
  };
  return { filter: state.filter, page: state.page, update, setPage, sorting };
}
