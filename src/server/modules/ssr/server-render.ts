import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@shared/constants';
import type { RenderPage } from '@shared/contract/server-render';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { CriticalStyles } from './critical-css';
import { publicData } from './public-data';
import { withScriptsAfterPaint } from './scripts-after-paint';

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

/**
 * The page with the app rendered into `#root`, its state after it, its scripts fetched after what it
 * shows and, with `criticalStyles`, the styles its markup uses inline in its head;
 * the page unchanged (rendered in the browser) when the app does not render this path on the server
 * or its rendering fails.
 */
export async function withRenderedApp(
  ctx: AppContext,
  renderApp: RenderApp,
  page: { html: string; url: string; locale: Locale },
  request: FastifyRequest,
  criticalStyles: CriticalStyles | null,
): Promise<string | Readable> {
  const [before, after] = page.html.split(ROOT_ELEMENT);
  if (after === undefined) return page.html;
  try {
    const rendered = await renderApp({
      url: page.url,
      locale: page.locale,
      data: publicData(ctx, page.locale, request),
      pageMeta: pageMetaOf(page.html),
    });
    if (!rendered) return page.html;
    // The whole page is ready when it starts streaming (the data is fetched first): the head can
    // be written for the markup below it.
    let app = '';
    for await (const chunk of rendered.app) app += String(chunk);
    const styled = criticalStyles ? criticalStyles(before ?? '', app) : (before ?? '');
    const head = withScriptsAfterPaint(styled);
    return Readable.from([`${head}<div id="root">${app}</div>${rendered.stateScript}${after}`]);
  } catch (error) {
    request.log.error(
      { err: error, url: page.url },
      'server rendering failed; the page renders in the browser',
    );
    return page.html;
  }
}
