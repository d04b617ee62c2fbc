import { useCallback, useState } from 'react';
import { applyFilterChanges, idParam, type UrlFilterChanges } from '../../catalogue/use-url-filters';

/**
 * An admin list's filters and page, held by the page (not the address bar: a search that applies
 * after its typing pause would otherwise be a navigation, and could take an operator who has just
 * clicked a row back to the list). Changing a filter goes back to page 1.
 */
export function useListFilters() {
  const [params, setParams] = useState(() => new URLSearchParams());
  const update = useCallback(
    (changes: UrlFilterChanges) => setParams((previous) => applyFilterChanges(previous, changes)),
    [],
  );
  return {
    params,
    update,
    page: idParam(params.get('page')) ?? 1,
    setPage: (page: number) => update({ page: page === 1 ? null : page }),
  };
}
