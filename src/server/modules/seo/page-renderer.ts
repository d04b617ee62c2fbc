import { DEFAULT_LOCALE, isLocale, type Locale } from '@shared/constants';
import { textsPreloadKey } from '@shared/contract/server-render';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { PageStyles } from '../ssr/page-styles';
import { type RenderApp, type RouteShell, type ServedPage, withRenderedApp } from '../ssr/server-render';
import { headElements, withPageHead } from './head-html';
import { notFound, pageHeadFor } from './page-head';

/**
 * The served page's language, by the spec's rule as the browser will apply it, so the first paint and
 * the head agree: a `locale` link parameter (named as the storage key; `lang` is the campus's course-language filter), then the stored choice (mirrored by the web app in the
 * `locale` cookie), then the browser's languages (Korean if any contains ko, otherwise English).
 */
export function pageLocale(
  query: URLSearchParams,
  cookieHeader: string | undefined,
  acceptLanguage?: string,
): Locale {
  const linked = query.get('locale');
  if (isLocale(linked)) return linked;
  const stored = /(?:^|;\s*)locale=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  if (isLocale(stored)) return stored;
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter(Boolean);
  if (languages.length === 0) return DEFAULT_LOCALE;
  return languages.some((language) => language.includes('ko')) ? 'ko' : 'en';
}

/** The language a page is served in for this request (see `pageLocale`). */
export function requestPageLocale(request: FastifyRequest): Locale {
  const query = new URL(request.url, 'http://page').searchParams;
  return pageLocale(query, request.headers.cookie, request.headers['accept-language']);
}

/**
 * Pages that depend on the visitor, not only on their URL and language, so they are rendered on
 * every visit: a notice page counts the visitor's view as it renders, and search pages have as many
 * URLs as there are searches.
 */
export const PAGES_RENDERED_EACH_TIME = ['/noticeDetail', '/search'];

/** What the web build tells the renderer about its files. */
export interface BuiltPageAssets {
  /** Each language's text chunks, and each part's, by `textsPreloadKey`: the page names its own as preloads. */
  languageScripts: Record<string, string[]>;
  /** Inlines the styles a rendered page uses and defers its stylesheets; null without a built web app. */
  pageStyles: PageStyles | null;
}

/**
 * index.html with the page's head (title, description, Open Graph, alternates, JSON-LD) and status,
 * and the page itself rendered into it when the web app's server entry renders that path.
 */
export function createPageRenderer(
  ctx: AppContext,
  renderApp: RenderApp | null,
  { languageScripts, pageStyles }: BuiltPageAssets = { languageScripts: {}, pageStyles: null },
) {
  const publicUrl = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  return async (
    request: FastifyRequest,
    { html: indexHtml, texts, known, titles }: RouteShell,
  ): Promise<ServedPage & { status: 200 | 404 }> => {
    const url = new URL(request.url, 'http://page');
    const locale = requestPageLocale(request);
    const head = known ? await pageHeadFor(ctx, locale, url, titles?.[locale] ?? null) : notFound(locale);
    url.searchParams.delete('locale');
    const path = `${url.pathname}${url.search}`;
    // The app loads the reader's texts before its first render, and its page's parts of them with the
    // page: named here, they come with the entry.
    const preloads = [textsPreloadKey(locale), ...texts.map((part) => textsPreloadKey(locale, part))]
      .flatMap((key) => languageScripts[key] ?? [])
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    const html = withPageHead(indexHtml, headElements(head, locale, publicUrl, path) + preloads, locale);
    // An unknown record's page is the browser's not-found view, under the 404 status; a path the app
    // has no route for is the app's not-found page, rendered here like any public page.
    if (!renderApp || (known && head.status !== 200)) return { status: head.status, html, rendered: false };
    const page = { html, url: `${publicUrl}${request.url}`, locale };
    return { status: head.status, ...(await withRenderedApp(ctx, renderApp, page, request, pageStyles)) };
  };
}
