import type Hls from 'hls.js';
import type { LoaderCallbacks, LoaderConfiguration, LoaderContext, XhrLoader } from 'hls.js';
import {
  prefetchStreamStart,
  type StreamPrefetch,
  startsOnPrefetchedSegment,
  takeStreamStarted,
} from './stream-prefetch';

/** The token segment of a signed media URL: /media/videos/<videoid>/<token>/… */
const TOKEN_IN_PATH = /(\/media\/videos\/\d+\/)[^/]+\//;

export interface StreamAttachment {
  /** 'hls.js' (Media Source Extensions) or the browser's own HLS (Safari, iOS). */
  engine: 'hls.js' | 'native';
  /** Renditions by height, for the quality menu (empty with native HLS, which picks on its own). */
  levels(): number[];
  /** -1 = automatic. */
  setLevel(index: number): void;
  currentLevel(): number;
  /** Index of the rendition playing now (with automatic choice too). */
  playingLevel(): number;
  /** A new signed URL of the same video: later requests use its token. */
  renew(url: string): void;
  /** Loads again from the current position (after a fatal network error and a renewed URL). */
  retry(): void;
  destroy(): void;
}

export interface AttachOptions {
  startPosition: number;
  /** The member's chosen rendition height (null: automatic); kept when this video has it. */
  quality: number | null;
  onLevelsChange(): void;
  /** A fatal network failure (expired link after sleep, offline): the caller renews and retries. */
  onFatalNetworkError(): void;
}

/** Native HLS cannot rewrite its requests: it reloads the playlist from where it is. */
function reloadNative(video: HTMLVideoElement, url: string): void {
  const at = video.currentTime;
  const playing = !video.paused;
  video.src = url;
  video.addEventListener(
    'loadedmetadata',
    () => {
      video.currentTime = at;
      if (playing) void video.play().catch(() => {});
    },
    { once: true },
  );
}

function hasMediaSource(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}

let hlsModule: Promise<typeof Hls> | undefined;

/**
 * hls.js's chunk, requested once: the player asks for it as it mounts, so it downloads while the
 * lesson and its signed URL are still being fetched.
 */
function loadHls(): Promise<typeof Hls> {
  hlsModule ??= import('hls.js/light').then((module) => (module as { default: typeof Hls }).default);
  return hlsModule;
}

/** Where hls.js will play (Media Source Extensions), starts loading it now. */
export function preloadHls(): void {
  if (hasMediaSource()) void loadHls();
}

/** hls.js's own loader, answering first from what `prefetch` fetched ahead of it. */
function prefetchingLoader(HlsClass: typeof Hls, prefetch: StreamPrefetch) {
  const Base = HlsClass.DefaultConfig.loader as unknown as typeof XhrLoader;
  return class PrefetchingLoader extends Base {
    private cancelled = false;

    override load(
      context: LoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<LoaderContext>,
    ): void {
      const prefetched = prefetch.take(context.url);
      if (!prefetched) {
        super.load(context, config, callbacks);
        return;
      }
      void prefetched.then((response) => {
        if (this.cancelled) return;
        if (!response) {
          super.load(context, config, callbacks);
          return;
        }
        const stats = this.stats;
        stats.loading = { start: response.start, first: response.first, end: response.end };
        stats.loaded = stats.total = response.bytes.byteLength;
        const data =
          context.responseType === 'arraybuffer' ? response.bytes : new TextDecoder().decode(response.bytes);
        callbacks.onSuccess({ url: context.url, data, code: 200 }, stats, context, null);
      });
    }

    override abort(): void {
      this.cancelled = true;
      super.abort();
    }

    override destroy(): void {
      this.cancelled = true;
      super.destroy();
    }
  };
}

/**
 * Plays a signed master playlist in the video element. hls.js (loaded only here, in the player's
 * chunk) wherever Media Source Extensions exist — it gives quality control and lets every request
 * carry the newest token; the browser's native HLS where they do not (iPhone Safari).
 */
export async function attachStream(
  video: HTMLVideoElement,
  url: string,
  options: AttachOptions,
): Promise<StreamAttachment> {
  let token = TOKEN_IN_PATH.exec(url)?.[0] ?? '';
  const withCurrentToken = (target: string) => target.replace(TOKEN_IN_PATH, token);

  if (!hasMediaSource() && video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = url;
    const seekOnce = () => {
      if (options.startPosition > 0) video.currentTime = options.startPosition;
    };
    video.addEventListener('loadedmetadata', seekOnce, { once: true });
    return {
      engine: 'native',
      levels: () => [],
      setLevel: () => {},
      currentLevel: () => -1,
      playingLevel: () => -1,
      renew(next) {
        token = TOKEN_IN_PATH.exec(next)?.[0] ?? token;
        reloadNative(video, withCurrentToken(url));
      },
      retry() {
        reloadNative(video, withCurrentToken(url));
      },
      destroy() {
        video.removeAttribute('src');
        video.load();
      },
    };
  }

  // The first playlists, key and segment load while hls.js's chunk may still be on its way, if the
  // route's prefetch has not fetched them already.
  const started = takeStreamStarted(url);
  const prefetch = startsOnPrefetchedSegment(options.startPosition, options.quality)
    ? (started ?? prefetchStreamStart(url))
    : undefined;
  const HlsClass = await loadHls();
  const hls = new HlsClass({
    startPosition: options.startPosition,
    // The lowest rendition first: its short first segment is the quickest first frame; the
    // bandwidth estimate moves up from there.
    startLevel: 0,
    ...(prefetch ? { loader: prefetchingLoader(HlsClass, prefetch) } : {}),
    capLevelToPlayerSize: true,
    maxBufferLength: 30,
    // Transmuxing in a worker keeps the page responsive; CSP allows blob: workers for it.
    enableWorker: true,
    xhrSetup(xhr, target) {
      xhr.open('GET', withCurrentToken(target), true);
    },
  });
  hls.on(HlsClass.Events.MANIFEST_PARSED, () => {
    const chosen = hls.levels.findIndex((level) => level.height === options.quality);
    if (chosen >= 0) {
      // Starts there, and stays there: a chosen quality turns the automatic choice off.
      hls.startLevel = chosen;
      hls.loadLevel = chosen;
    }
    options.onLevelsChange();
  });
  hls.on(HlsClass.Events.LEVEL_SWITCHED, options.onLevelsChange);
  hls.on(HlsClass.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
    else if (data.type === HlsClass.ErrorTypes.NETWORK_ERROR) options.onFatalNetworkError();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    engine: 'hls.js',
    levels: () => hls.levels.map((level) => level.height),
    setLevel(index) {
      hls.currentLevel = index;
      options.onLevelsChange();
    },
    currentLevel: () => hls.manualLevel,
    playingLevel: () => hls.currentLevel,
    renew(next) {
      token = TOKEN_IN_PATH.exec(next)?.[0] ?? token;
    },
    retry() {
      // After a fatal network error hls.js stops loading; this resumes it (with the newest token).
      hls.startLoad(Math.max(0, video.currentTime));
    },
    destroy: () => hls.destroy(),
  };
}
