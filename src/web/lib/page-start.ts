import { isLocale, LOCALE_STORAGE_KEY } from '@shared/constants';
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

/**
 * The language the app reads the page in: a language the link names, then the reader's stored choice
 * (initI18n in src/web/i18n/i18n.ts takes them in that order), else the language the page was served
 * in. A prefetch that runs before the app must ask in it, or the app would not take its answer.
 */
export function pageLanguage(): string {
  const linked = new URLSearchParams(window.location.search).get(LOCALE_STORAGE_KEY);
  if (isLocale(linked)) return linked;
  const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : document.documentElement.lang;
}
