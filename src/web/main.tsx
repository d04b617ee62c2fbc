import { HydrationBoundary } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prepareHydration } from './app/hydration';
import { Providers } from './app/providers';
import { createRouter, routes } from './app/router';
import { initI18n } from './i18n/i18n';
import { queryClient } from './lib/query-client';
import { applyDeferredStylesheets } from './ssr/deferred-styles';
import { readServerState } from './ssr/server-state';

/**
 * A page the server rendered is hydrated from its state (no query runs again) when the browser would
 * render the same page: same language, and a guard that lets it through. Otherwise, and for the pages
 * rendered in the browser only, the app renders from scratch.
 */
async function start(): Promise<void> {
  const i18n = await initI18n();
  const container = document.getElementById('root')!;
  const server = readServerState();
  const hydrate = server !== null && server.locale === i18n.language && (await prepareHydration(routes));
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <HydrationBoundary state={hydrate ? server.queries : undefined}>
          <RouterProvider router={createRouter(hydrate ? server.router : undefined)} />
        </HydrationBoundary>
      </Providers>
    </StrictMode>
  );
  if (hydrate) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

/**
 * A page the server rendered is shown as it arrived before the app takes it over: hydrating first
 * would hold its first paint behind the whole app's work (a second and more on a slow phone).
 */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run, 0));
  else run();
}

applyDeferredStylesheets();
// The reader's language loads first, so the app's first render is already translated.
afterFirstPaint(() => void start());
