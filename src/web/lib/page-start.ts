import { ROUTE_PARAMS_ATTRIBUTE } from '@shared/contract/server-render';
import type { Params } from 'react-router';

/**
 * The route parameters of the page that loaded this module as its start script, or null when the app
 * imported it (a move within the app). The server names a route's prefetch module in the page it
 * serves, with the parameters it matched (src/server/http/web-app.ts), so that the module starts the
 * page's first requests as soon as it arrives, before the app's code.
 */
export function startedByPage(moduleUrl: string): Params | null {
  if (typeof document === 'undefined') return null;
  for (const script of document.querySelectorAll<HTMLScriptElement>(`script[${ROUTE_PARAMS_ATTRIBUTE}]`)) {
    if (script.src === moduleUrl)
      return JSON.parse(script.getAttribute(ROUTE_PARAMS_ATTRIBUTE) ?? '{}') as Params;
  }
  return null;
}

/** The page's language: as served (by the reader's stored choice), then as the app switches it. */
export function pageLanguage(): string {
  return document.documentElement.lang;
}
