import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@shared/constants';
import type { RenderPage } from '@shared/contract/server-render';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sanitizeHtml } from '../../markup/sanitize-html';
import { withScriptsAfterPaint } from './after-paint';
import type { PageStyles } from './page-styles';
import { publicData } from './public-data';

/** The web app's server entry (src/web/entry-server.tsx; built into dist/ssr by `npm run build`). */
export type RenderApp = RenderPage;

/** The server entry at `entry`, or null when there is none (the web app is then rendered in the browser only). */
export async function loadRenderApp(entry: string): Promise<RenderApp | null> {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderApp };
  return module.renderPage;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The meta values written into the page, which the app reads while rendering as it does in the browser. */
function pageMetaOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<meta name="(medivenus-[a-z]+)" content="([^"]*)"\s*\/?>/g)].map((match) => [
      match[1] ?? '',
      match[2] ?? '',
    ]),
  );
}

/** index.html for a path, and the parts of the app's texts its page reads (the route table's `texts`). */
export interface RouteShell {
  html: string;
  texts: string[];
  /** False for a path the app has no route for: its not-found page, under the 404 status. */
  known: boolean;
  /** The route's title in each language; none for a path that only forwards or is unknown. */
  titles?: Record<Locale, string>;
}

/** A page as served: its HTML, and whether the app was rendered into it (else the browser renders it). */
export interface ServedPage {
  html: string;
  rendered: boolean;
}

/**
 * The page with the app rendered into `#root`, its state after it, its scripts fetched after what it
 * shows and, with `pageStyles`, the styles its markup uses inline in its head;
 * the page unchanged (rendered in the browser) when the app does not render this path on the server
 * or its rendering fails.
 */
export async function withRenderedApp(
  ctx: AppContext,
  renderApp: RenderApp,
  page: { html: string; url: string; locale: Locale },
  request: FastifyRequest,
  pageStyles: PageStyles | null,
): Promise<ServedPage> {
  const inBrowser = { html: page.html, rendered: false };
  const [before, after] = page.html.split(ROOT_ELEMENT);
  if (after === undefined) return inBrowser;
  try {
    const rendered = await renderApp({
      url: page.url,
      locale: page.locale,
      data: publicData(ctx, page.locale, request),
      pageMeta: pageMetaOf(page.html),
      sanitizeHtml,
    });
    if (!rendered) return inBrowser;
    const html = `${withScriptsAfterPaint(before ?? '')}<div id="root">${rendered.app}</div>${rendered.stateScript}${after}`;
    return { html: pageStyles ? await pageStyles(html, rendered.app) : html, rendered: true };
  } catch (error) {
    request.log.error(
      { err: error, url: page.url },
      'server rendering failed; the page renders in the browser',
    );
    return inBrowser;
  }
}
