import type { Locale } from '@shared/constants';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What a server-rendered page hands to the browser so that hydration renders the same page. */
export interface ServerState {
  /** The language the page was rendered in. */
  locale: Locale;
  /** TanStack Query's cache as the server filled it. */
  queries: DehydratedState;
  /** The router's loader results, so no guard or loader runs again while hydrating. */
  router: HydrationState;
}

export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The state of the page the server rendered, or null for a page rendered in the browser only. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
}
