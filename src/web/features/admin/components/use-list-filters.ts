import { useCallback, useState } from 'react';

/**
 * An admin list's filters and page, held by the page (not the address bar: a search that applies
 * after its typing pause would otherwise be a navigation, and could take an operator who has just
 * clicked a row back to the list). Changing a filter goes back to page 1.
 */
export function useListFilters<Filter extends object>(initial: Filter) {
  const [state, setState] = useState({ filter: initial, page: 1 });
  const update = useCallback(
    (changes: Partial<Filter>) =>
      setState((previous) => ({ filter: { ...previous.filter, ...changes }, page: 1 })),
    [],
  );
  const setPage = useCallback((page: number) => setState((previous) => ({ ...previous, page })), []);
  return { filter: state.filter, page: state.page, update, setPage };
}
