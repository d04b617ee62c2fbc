import { MEDIA_URL_TTL_SECONDS, type VideoSource } from '@shared/contract/learning';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { pageLanguage } from '../../lib/page-start';
import { takeStarted } from '../../lib/started-requests';
import { getVideoSource } from './api/get-video-source';
import { videoSourcePath } from './api/video-source-path';

export type SourceState =
  | { phase: 'loading' }
  | { phase: 'preparing'; progress: number }
  | { phase: 'ready'; source: VideoSource }
  | { phase: 'failed' }
  | { phase: 'denied'; error: ApiError | Error };

/** Asked again this long before the signed URL expires (timed from when it was received). */
const RENEW_BEFORE_MS = 60_000;
const PREPARING_POLL_MS = 3_000;
const RETRY_MS = 15_000;

/**
 * A signed URL asked for ahead is taken only this soon after it arrived (or while on its way). The player renews a URL a minute before
 * it expires, timed from when it takes it: a later answer could expire before its renewal.
 */
const AHEAD_TAKEN_WITHIN_MS = 15_000;

/** The signed URL the route's prefetch asked for (src/web/features/learning/prefetch-player.ts), once. */
function takeSourceAhead(videoid: number): Promise<VideoSource | undefined> | undefined {
  return takeStarted<VideoSource>(videoSourcePath(videoid), pageLanguage(), AHEAD_TAKEN_WITHIN_MS);
}

/**
 * The signed URL of a lesson's video: polled while the video is being prepared, renewed before it
 * expires (long sessions), and on demand after a network failure.
 */
export function useVideoSource(videoid: number): SourceState & { renewNow(): void } {
  const [state, setState] = useState<SourceState>({ phase: 'loading' });
  const loadRef = useRef<() => void>(() => {});

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let playing = false;
    let ahead: Promise<VideoSource | undefined> | undefined = takeSourceAhead(videoid);
    const load = async () => {
      clearTimeout(timer);
      try {
        const taken = await ahead;
        ahead = undefined;
        const source = taken ?? (await getVideoSource(videoid));
        if (cancelled) return;
        if (source.status === 'ready') {
          playing = true;
          setState({ phase: 'ready', source });
          timer = setTimeout(load, MEDIA_URL_TTL_SECONDS * 1000 - RENEW_BEFORE_MS);
        } else if (source.status === 'preparing') {
          setState({ phase: 'preparing', progress: source.progress });
          timer = setTimeout(load, PREPARING_POLL_MS);
        } else {
          setState({ phase: 'failed' });
        }
      } catch (error) {
        if (cancelled) return;
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (playing && !refused) {
          // A renewal lost to the network: the current URL is still good for a while; try again soon.
          timer = setTimeout(load, RETRY_MS);
          return;
        }
        setState({
          phase: 'denied',
          error: error instanceof Error ? error : new ApiError(String(error), 'INTERNAL', 0),
        });
      }
    };
    loadRef.current = () => void load();
    setState({ phase: 'loading' });
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [videoid]);

  const renewNow = useCallback(() => loadRef.current(), []);
  return { ...state, renewNow };
}
