import { Writable } from 'node:stream';
import {
  type RenderedPage,
  type RenderPage,
  type RenderRequest,
  SERVER_STATE_ELEMENT_ID,
} from '@shared/contract/server-render';
import { scriptJson } from '@shared/script-json';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { FRESH_LOCATION_KEY, loadPage, settleResolution } from './app/guarded-route';
import { Providers } from './app/providers';
import { routeEntryAt } from './app/route-table';
import { AppRoutes } from './app/router';
import { RichTextSanitiser } from './components/safe-html';
import { serverI18n } from './i18n/server-i18n';
import { loadLazyRendered } from './lib/lazy-rendered';
import { setServerPageMeta } from './lib/page-meta';
import { createQueryClient } from './lib/query-client';
import { NOT_FOUND_PAGE, type PageMatch, prefetchPage, SERVER_RENDERED_PAGES } from './ssr/prefetch';
import type { ServerState } from './ssr/server-state';

/**
 * The page meta values, the session, the routes' answers and the language `currentLocale()` reads
 * are the browser's singletons, read while rendering; renders take turns so that each page sees its
 * own language and page from start to end (its texts are an i18next instance of its own). A page's
 * data is fetched before its turn, so a turn is only React's rendering of it.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work);
  turn = result.catch(() => undefined);
  return result;
}

/**
 * A public page rendered with React's streaming renderer, with its queries already in the cache, or
 * the not-found page of a path outside the route table; null for a page that is rendered in the
 * browser only (member pages, forwarding paths).
 */
export const renderPage: RenderPage = async (request: RenderRequest): Promise<RenderedPage | null> => {
  const url = new URL(request.url);
  const match = routeEntryAt(url.pathname);
  const entry = match?.entry;
  if (match && (!entry || !SERVER_RENDERED_PAGES.has(entry.name))) return null;
  const page: PageMatch = {
    name: entry?.name ?? NOT_FOUND_PAGE,
    params: match?.params ?? {},
    search: url.searchParams,
  };

  const client = createQueryClient();
  const [Page] = await Promise.all([
    entry && loadPage(entry),
    prefetchPage(client, page, request.locale, request.data),
    loadLazyRendered(),
  ]);
  const state: ServerState = { locale: request.locale, queries: dehydrate(client) };

  const app = await inTurn(async () => {
    const texts = serverI18n(request.locale);
    setServerPageMeta(request.pageMeta);
    // The server's public pages have no guard to ask: they are the same for every visitor.
    if (entry && Page) settleResolution(FRESH_LOCATION_KEY, entry.path, { Page });
    return new Promise<string>((resolve, reject) => {
      let markup = '';
      const output = new Writable({
        write(chunk, _encoding, done) {
          markup += String(chunk);
          done();
        },
        final(done) {
          resolve(markup);
          done();
        },
      });
      const stream = renderToPipeableStream(
        <StrictMode>
          <RichTextSanitiser.Provider value={request.sanitizeHtml}>
            <I18nextProvider i18n={texts}>
              <Providers client={client}>
                <StaticRouter location={`${url.pathname}${url.search}`}>
                  <AppRoutes />
                </StaticRouter>
              </Providers>
            </I18nextProvider>
          </RichTextSanitiser.Provider>
        </StrictMode>,
        {
          // The data is in the cache already: the whole page is ready at once, and the server
          // writes its head (critical styles) for the markup below it.
          onAllReady: () => stream.pipe(output),
          // React writes a finished Suspense boundary that comes after the first 12.8 KB of markup out
          // of place, moved in by an inline script: the page must read whole without scripts.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onShellError: reject,
        },
      );
    });
  });
  return {
    app,
    stateScript: `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`,
  };
};
