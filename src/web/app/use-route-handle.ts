import { useMatches } from 'react-router';
import type { RouteHandle } from './router';

/** The handle (name, title) of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
