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
 * The answer for the page the browser was sent to, settled before the first render: the guard runs
 * as on any navigation (a member's session is only in the browser) and the page's code is loaded.
 * Hydration may not wait for a promise, and a page rendered in the browser would otherwise show the
 * app's loading frame first, after which React holds the page back for up to 300 ms (it reveals
 * content no sooner than that after a fallback).
 *
 * Answers whether the page the server rendered for a visitor is the one to show: not when the guard
 * redirects, nor when the page's code failed to load (the route then asks again as it renders, and
 * shows the failure). A path outside the route table has nothing to ask: its not-found page is.
 */
export async function settleFirstAnswer(): Promise<boolean> {
  const match = routeEntryAt(window.location.pathname);
  if (!match) return true;
  if (!match.entry) return false;
  try {
    const answer = await answerFor(guardedRouteOf(match.entry), window.location);
    settleResolution(firstLocationKey(), match.entry.path, answer);
    return 'Page' in answer;
  } catch {
    return false;
  }
}
