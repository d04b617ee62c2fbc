/** A response fetched ahead of hls.js, with its timing (hls.js estimates bandwidth from it). */
export interface Prefetched {
  bytes: ArrayBuffer;
  start: number;
  first: number;
  end: number;
}

export interface StreamPrefetch {
  /** The prefetched response of this URL, once (null if its fetch failed). */
  take(url: string): Promise<Prefetched | null> | undefined;
}

async function fetchTimed(url: string): Promise<Prefetched> {
  const start = performance.now();
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}`);
  const first = performance.now();
  const bytes = await response.arrayBuffer();
  return { bytes, start, first, end: performance.now() };
}

/** The URI of the variant with the lowest BANDWIDTH: hls.js starts there (startLevel 0). */
function lowestVariant(master: string): string | undefined {
  const variants = [...master.matchAll(/#EXT-X-STREAM-INF:[^\n]*?BANDWIDTH=(\d+)[^\n]*\n([^#\s][^\n]*)/g)];
  return variants.sort((a, b) => Number(a[1]) - Number(b[1]))[0]?.[2]?.trim();
}

function keyAndFirstSegment(playlist: string): string[] {
  const key = /#EXT-X-KEY:[^\n]*URI="([^"]+)"/.exec(playlist)?.[1];
  const segment = playlist
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'));
  return [key, segment].filter((uri): uri is string => uri !== undefined);
}

/**
 * The first bytes playback needs — master playlist, the starting rendition's playlist, then its key
 * and first segment side by side — fetched as soon as the signed URL is known, while hls.js is still
 * loading. hls.js takes them from here (the loader in stream-attachment.ts). Kept in memory only
 * and handed over once: the key must never sit in a browser cache, so an HTTP preload could not
 * serve it.
 */
export function prefetchStreamStart(masterUrl: string, pageUrl = window.location.href): StreamPrefetch {
  const entries = new Map<string, Promise<Prefetched | null>>();
  const get = (url: string) => {
    const pending = fetchTimed(url).catch(() => null);
    entries.set(url, pending);
    return pending;
  };
  const text = (response: Prefetched | null) => (response ? new TextDecoder().decode(response.bytes) : '');
  const master = new URL(masterUrl, pageUrl).href;
  void (async () => {
    const variant = lowestVariant(text(await get(master)));
    if (!variant) return;
    const level = new URL(variant, master).href;
    for (const uri of keyAndFirstSegment(text(await get(level)))) void get(new URL(uri, level).href);
  })();
  return {
    take(url) {
      // hls.js asks for the master playlist by the URL it was given (relative), the rest absolute.
      const absolute = new URL(url, pageUrl).href;
      const pending = entries.get(absolute);
      entries.delete(absolute);
      return pending;
    },
  };
}

/**
 * Whether the player starts on what `prefetchStreamStart` fetches: the lowest rendition's first
 * segment, which a resumed lesson or a chosen quality would not take.
 */
export function startsOnPrefetchedSegment(startPosition: number, quality: number | null): boolean {
  return startPosition <= 0 && quality === null;
}

/** Stream starts begun before the player mounted (the route's prefetch), by master URL: each taken once. */
const startedStreams = new Map<string, StreamPrefetch>();

export function startStreamAhead(masterUrl: string): void {
  if (!startedStreams.has(masterUrl)) startedStreams.set(masterUrl, prefetchStreamStart(masterUrl));
}

export function takeStreamStarted(masterUrl: string): StreamPrefetch | undefined {
  const prefetch = startedStreams.get(masterUrl);
  startedStreams.delete(masterUrl);
  return prefetch;
}
