import { HydrationBoundary } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initI18n } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { applyAppStylesheets } from '../ssr/deferred-styles';
import { readServerState } from '../ssr/server-state';
import { settleFirstAnswer } from './hydration';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * A page the server rendered is hydrated from its state (no query runs again) when the browser would
 * render the same page: same language, and a guard that lets it through. Otherwise, and for the pages
 * rendered in the browser only, the app renders from scratch. Each step is a task of its own.
 */
export async function startApp(): Promise<void> {
  await yieldToBrowser();
  const i18n = await initI18n();
  await yieldToBrowser();
  const container = document.getElementById('root')!;
  const server = readServerState();
  const servedPageShown = await settleFirstAnswer();
  const hydrate = server !== null && server.locale === i18n.language && servedPageShown;
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <HydrationBoundary state={hydrate ? server.queries : undefined}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </HydrationBoundary>
      </Providers>
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (a long task of 300–400 ms on a slow phone).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A page rendered here has no inline styles of its own to show with.
    await applyAppStylesheets();
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
