import { type LazyRouteFunction, matchRoutes, type RouteObject } from 'react-router';

/**
 * Readies the routes of a server-rendered page for hydration, or answers false when the browser must
 * render the page itself. The guard runs as on any navigation (a member's session is only in the
 * browser): when it redirects, the page the server rendered for a visitor is not the one to show.
 * The matched pages' code is loaded first, since hydration may not wait for a lazy route.
 */
export async function prepareHydration(routes: RouteObject[]): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const request = new Request(window.location.href);
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function') continue;
    try {
      const result: unknown = await route.loader({
        request,
        url: new URL(request.url),
        pattern: route.path ?? '',
        params,
        context: undefined,
      });
      if (result instanceof Response) return false;
    } catch {
      return false;
    }
  }
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await (route.lazy as LazyRouteFunction<RouteObject>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return true;
}
