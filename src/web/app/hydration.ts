import { answerFor, FRESH_LOCATION_KEY, guardedRouteOf, settleResolution } from './guarded-route';
import { routeEntryAt } from './route-table';

/**
 * The key React Router gives the location the page was loaded at: the one it keeps in the history
 * entry, once the reader has navigated there in the app (a reload, a back into the app), else `default`.
 */
function firstLocationKey(): string {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' && 'key' in state ? state.key : undefined;
  return typeof key === 'string' && key ? key : FRESH_LOCATION_KEY;
}

/**
 * Readies a server-rendered page for hydration, or answers false when the browser must render the
 * page itself. The guard runs as on any navigation (a member's session is only in the browser): when
 * it redirects, the page the server rendered for a visitor is not the one to show. The page's code is
 * loaded first and its answer settled, since hydration may not wait for it.
 */
export async function prepareHydration(): Promise<boolean> {
  const entry = routeEntryAt(window.location.pathname)?.entry;
  if (!entry) return false;
  try {
    const answer = await answerFor(guardedRouteOf(entry), window.location);
    if ('redirect' in answer) return false;
    settleResolution(firstLocationKey(), entry.path, answer);
    return true;
  } catch {
    return false;
  }
}
