import type { FastifyRequest } from 'fastify';
import { createMemoryResponseCache, type ResponseCache } from './response-cache';
import type { PageRenderer, RenderedPage } from './web-app';

type RouteShell = Parameters<PageRenderer>[1];

/** Like the public API answers, time-dependent pages (deadlines, seats) are rendered again this often. */
const TTL_MS = 60_000;
const MAX_BYTES = 8 * 1024 * 1024;

export interface KeptPagesOptions {
  /** Empties the kept pages whenever it is emptied (its generation moves on a catalogue write). */
  catalogue: ResponseCache;
  /** The page's language for this request: one page is kept per language and URL. */
  languageOf(request: FastifyRequest): string;
  /** Paths whose pages depend on the visitor, not only on the URL and language. */
  renderedEachTime: string[];
  now(): number;
  store?: ResponseCache;
}

/**
 * Server-rendered pages kept whole by language and URL. A public page is anonymous (the session
 * lives in the browser), so every visitor of a URL in a language is sent the same page: rendering it
 * costs 10–20 ms of CPU and compressing it at the best level 40–120 ms more (decision 069), sending
 * it again well under one. Kept apart from the API answers, with a byte bound of its own, and
 * emptied with them.
 */
export function keepRenderedPages(render: PageRenderer, options: KeptPagesOptions): PageRenderer {
  const store = options.store ?? createMemoryResponseCache(MAX_BYTES);
  let generation = options.catalogue.generation;
  const currentGeneration = () => {
    if (generation !== options.catalogue.generation) {
      generation = options.catalogue.generation;
      store.invalidate();
    }
    return generation;
  };

  const renderAndKeep = async (
    request: FastifyRequest,
    shell: RouteShell,
    key: string,
    now: number,
  ): Promise<RenderedPage> => {
    const renderedAt = currentGeneration();
    const page = await render(request, shell);
    // A page left to the browser (not rendered here, or its rendering failed) is not kept, nor one
    // that a catalogue write during its rendering may have caught half-way.
    if (page.status !== 200 || !page.rendered || renderedAt !== currentGeneration()) return page;
    // No ETag: pages are sent whole each time (`no-cache`, with a fresh XSRF cookie).
    const answer = { body: page.html, etag: '', expiresAt: now + TTL_MS };
    store.set(key, answer);
    // Sent as kept from this first visit on: the copy compressed once, at the best level.
    return { ...page, kept: answer };
  };

  /**
   * The renderings under way, by key. When a kept page expires under load, every visitor who
   * arrives before its new copy is ready waits for the one rendering: sixteen at once each ran the
   * critical-CSS pass and the best-level compression of their own, and the server answered nothing
   * for seconds (decision 096).
   */
  const rendering = new Map<string, Promise<RenderedPage>>();

  return async (request, shell) => {
    if (options.renderedEachTime.some((path) => request.url.startsWith(path))) return render(request, shell);
    // Read first: it empties the store when the catalogue has changed since the last request.
    currentGeneration();
    const now = options.now();
    const key = `${options.languageOf(request)}|${request.url}`;
    const kept = store.get(key, now);
    if (kept) return { status: 200, html: kept.body, rendered: true, kept };
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderAndKeep(request, shell, key, now).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };
}
