import { useLocation } from 'react-router';
import { routeEntryAt } from './route-table';
import type { RouteHandle } from './router';

const NOT_FOUND: RouteHandle = { name: 'notFound', titleKey: 'routes.notFound' };

/** The name and title of the page at the current path; none for a path that only forwards the reader. */
export function useRouteHandle(): RouteHandle | undefined {
  const match = routeEntryAt(useLocation().pathname);
  if (!match) return NOT_FOUND;
  return match.entry && { name: match.entry.name, titleKey: match.entry.titleKey };
}
