import { Writable } from 'node:stream';
import type { RenderedPage, RenderPage, RenderRequest } from '@shared/contract/server-render';
import { scriptJson } from '@shared/script-json';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import type { RouteHandle } from './app/router';
import { routes } from './app/router';
import { RichTextSanitiser } from './components/safe-html';
import { switchServerLanguage } from './i18n/server-i18n';
import { loadLazyRendered } from './lib/lazy-rendered';
import { setServerPageMeta } from './lib/page-meta';
import { createQueryClient } from './lib/query-client';
import { type PageMatch, prefetchPage, SERVER_RENDERED_PAGES } from './ssr/prefetch';
import { SERVER_STATE_ELEMENT_ID, type ServerState } from './ssr/server-state';

const handler = createStaticHandler(routes);

/**
 * The i18n instance, the page meta values and the session are the browser's singletons, read while
 * rendering; renders take turns so that each page sees its own language from start to end. A page's
 * data is fetched before its turn, so a turn is only React's rendering of it.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work);
  turn = result.catch(() => undefined);
  return result;
}

function pageMatchOf(context: Exclude<Awaited<ReturnType<typeof handler.query>>, Response>, url: URL) {
  const deepest = [...context.matches].reverse().find((match) => (match.route.handle as RouteHandle)?.name);
  if (!deepest) return null;
  const page: PageMatch = {
    name: (deepest.route.handle as RouteHandle).name,
    params: deepest.params,
    search: url.searchParams,
  };
  return page;
}

/**
 * A public page rendered with React's streaming renderer, with its queries already in the cache; null
 * for a page that is rendered in the browser only (member pages, redirects, unknown paths).
 */
export const renderPage: RenderPage = async (request: RenderRequest): Promise<RenderedPage | null> => {
  const url = new URL(request.url);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const page = pageMatchOf(context, url);
  if (!page || !SERVER_RENDERED_PAGES.has(page.name)) return null;

  const client = createQueryClient();
  await Promise.all([prefetchPage(client, page, request.locale, request.data), loadLazyRendered()]);
  const state: ServerState = {
    locale: request.locale,
    queries: dehydrate(client),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  const router = createStaticRouter(handler.dataRoutes, context);

  const app = await inTurn(async () => {
    switchServerLanguage(request.locale);
    setServerPageMeta(request.pageMeta);
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
            <Providers client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
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
