import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  FORWARDING_PATHS,
  LANGUAGE_PRELOADS_FILE,
  ROUTE_PARAMS_ATTRIBUTE,
  ROUTE_PRELOADS_FILE,
  type RoutePreload,
} from '@shared/contract/server-render';
import { translate } from '@shared/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeMarkup } from '../markup/escape-markup';
import type { RouteShell, ServedPage } from '../modules/ssr/server-render';
import { sendCompressed, sendKept } from './compressed-copies';
import type { CachedAnswer } from './response-cache';
import { xsrfCookie } from './xsrf';

const API_PREFIXES = ['/api/', '/GetUrl/', '/sandbox/', '/webhooks/'];

/**
 * A route path as React Router matches it: `:name` is one segment (a named group), `?` makes it
 * optional, any case.
 */
function routePattern(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const pattern = name.startsWith(':')
        ? `/(?<${name.slice(1)}>[^/]+)`
        : `/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return optional ? `(?:${pattern})?` : pattern;
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/**
 * The route's prefetch module as the page's start script, with the parameters of this path: it
 * starts the page's first requests as it arrives, while the app's code still loads (decision 098).
 * First in the head and of high priority, with the chunks it imports: the page's other preloads
 * would otherwise hold the browser's few connections to the server before it (HTTP/1.1).
 */
function withStartScript(
  html: string,
  [script, ...imports]: string[],
  params: Record<string, string | undefined> = {},
): string {
  // Decoded, as React Router hands its parameters over.
  const defined = Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) => {
      if (value === undefined) return [];
      try {
        return [[name, decodeURIComponent(value)]];
      } catch {
        return [[name, value]];
      }
    }),
  );
  const start = [
    `<script type="module" async fetchpriority="high" crossorigin src="${script}" ${ROUTE_PARAMS_ATTRIBUTE}="${escapeMarkup(JSON.stringify(defined))}"></script>`,
    ...imports.map((href) => `<link rel="modulepreload" fetchpriority="high" crossorigin href="${href}">`),
  ].join('');
  return html.replace(/<meta charset="[^"]*" ?\/?>/i, (charset) => `${charset}${start}`);
}

/**
 * index.html for each path: with preload links for the matched route's page chunks and its styles, so
 * the browser fetches them alongside the entry chunk instead of after it has run. The page's texts
 * depend on the reader's language too, so the page renderer names them.
 */
function shellFor(indexHtml: string, preloads: RoutePreload[]): (path: string) => RouteShell {
  const routes = preloads.map((route) => ({
    pattern: routePattern(route.path),
    // A build from before the route table named texts has none.
    texts: route.texts ?? [],
    titles: route.titles,
    start: route.start,
    html: indexHtml.replace(
      '</head>',
      [
        ...route.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        // Stylesheets, not preloads: a server-rendered page is styled before any script runs.
        ...route.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        '</head>',
      ].join(''),
    ),
  }));
  const forwarding = FORWARDING_PATHS.map(routePattern);
  return (path) => {
    const route = routes.find((candidate) => candidate.pattern.test(path));
    if (route) {
      const html = route.start
        ? withStartScript(route.html, route.start, route.pattern.exec(path)?.groups)
        : route.html;
      return { html, texts: route.texts, known: true, titles: route.titles };
    }
    return { html: indexHtml, texts: [], known: forwarding.some((pattern) => pattern.test(path)) };
  };
}

/**
 * What the server writes into index.html's meta tags at serve time, so that changing the configuration
 * needs no rebuild. The web app's header pair is public by nature (it ships to every browser).
 */
export interface IndexHtmlValues {
  /** `WEB_APP_ID:WEB_APP_KEY` (meta medivenus-app). */
  MEDIVENUS_APP: string;
  /** `test` when payments approve test cards, so every page shows a notice; else `live`. */
  MEDIVENUS_PAYMENTS: 'test' | 'live';
  /** The footer's legal notice, URI-encoded JSON (meta medivenus-company). */
  MEDIVENUS_COMPANY: string;
}

function withValues(html: string, values: IndexHtmlValues): string {
  return Object.entries(values).reduce((page, [name, value]) => page.replaceAll(`%${name}%`, value), html);
}

export interface RenderedPage extends ServedPage {
  status: 200 | 404;
  /** The page as kept for every visitor, where it is (then `html` is its text). */
  kept?: CachedAnswer;
}

/**
 * Each language's text chunks in the build, and each part's in each language (written by
 * scripts/route-preloads.ts, keyed by `textsPreloadKey`), which a page in that language names as
 * preloads; none without a build.
 */
export function languageScriptsOf(webRoot: string): Record<string, string[]> {
  const file = join(webRoot, LANGUAGE_PRELOADS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

/** A page's own head and status, and its content where it is rendered on the server (modules/seo). */
export type PageRenderer = (request: FastifyRequest, shell: RouteShell) => Promise<RenderedPage>;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods some route answers at this path: a call with another one is a 405, not a 404. */
function methodsServing(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * other GET that wants HTML answered with index.html so the client router takes over.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  pageValues: IndexHtmlValues,
  renderPage?: PageRenderer,
): Promise<void> {
  const indexFile = join(webRoot, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false,
      globIgnore: ['**/index.html'],
      // The build writes .br and .gz copies of each asset (scripts/precompress.ts).
      preCompressed: true,
      // Our own Cache-Control below; the plugin's would set max-age=0 over it.
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webRoot, 'assets')}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // The same URL answers Brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const indexHtml = hasWeb ? withValues(readFileSync(indexFile, 'utf8'), pageValues) : null;
  const preloadsFile = join(webRoot, ROUTE_PRELOADS_FILE);
  const shellOf =
    indexHtml && existsSync(preloadsFile)
      ? shellFor(indexHtml, JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreload[])
      : () => ({ html: indexHtml ?? '', texts: [], known: true });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api';
    // A missing file (an asset of an older build, a typo) is a 404, never the app's HTML.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    // HEAD is answered as GET (Node leaves out the body): uptime checkers and crawlers use it.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const allowed = isApi ? methodsServing(app, path) : [];
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({
          success: false,
          datas: null,
          respMessage: translate(request.locale, 'request.methodNotAllowed'),
          code: 'METHOD_NOT_ALLOWED',
        });
    }
    if (isApi || isFile || !isRead || !indexHtml) {
      return reply.status(404).send({
        success: false,
        datas: null,
        respMessage: translate(request.locale, 'errors.notFound'),
        code: 'NOT_FOUND',
      });
    }
    const shell = shellOf(path);
    const page: RenderedPage = renderPage
      ? await renderPage(request, shell)
      : { status: 200, html: shell.html, rendered: false };
    reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('set-cookie', xsrfCookie(request.headers.cookie))
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (page.kept) return sendKept(request, reply, page.kept, 'page');
    // @fastify/compress compresses routes' answers only, and this handler is not a route.
    return sendCompressed(request, reply, page.html);
  });
}
