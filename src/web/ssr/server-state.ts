import type { Locale } from '@shared/constants';
import { SERVER_STATE_ELEMENT_ID } from '@shared/contract/server-render';
import type { DehydratedState } from '@tanstack/react-query';

/** What a server-rendered page hands to the browser so that hydration renders the same page. */
export interface ServerState {
  /** The language the page was rendered in. */
  locale: Locale;
  /** TanStack Query's cache as the server filled it. */
  queries: DehydratedState;
}

/**
 * The state of the page the server rendered, or null for a page rendered in the browser only. Its
 * answers count as read now: the server keeps a rendered page up to a minute (rendered-page-cache.ts),
 * as it keeps the API's public answers, so asking again at once would only fetch the same answers
 * and render the page twice.
 */
export function readServerState(now = Date.now()): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as ServerState;
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
  return state;
}
