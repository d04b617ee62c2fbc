import { useLocation, useNavigation } from 'react-router';
import { idParam, type UrlFilterChanges, useUrlFilters } from '../../catalogue/use-url-filters';

/**
 * An admin list's filters and page, kept in the address bar so that a reload, or Back from a row's
 * own page, shows the list as it was. A change replaces the history entry rather than adding one,
 * so Back still leaves the list; changing a filter goes back to page 1.
 */
export function useListFilters() {
  const [params, update] = useUrlFilters('replace');
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // A search typed just before a click on a row reports after the pause; applied while the row's
  // page loads, it would cancel that navigation and keep the operator on the list.
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  const change = (changes: UrlFilterChanges) => {
    if (!leaving) update(changes);
  };
  return {
    params,
    update: change,
    page: idParam(params.get('page')) ?? 1,
    setPage: (page: number) => change({ page: page === 1 ? null : page }),
  };
}
