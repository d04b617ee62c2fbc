import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { resumePosition } from './lesson-order';
import type { PlayerPreferences } from './player-preferences';
import { attachStream, preloadHls, type StreamAttachment } from './stream-attachment';
import type { SourceState } from './use-video-source';

type Source = SourceState & { renewNow(): void };

/** The renditions the quality menu offers: heights, the chosen one and the one playing (-1 automatic). */
export interface StreamLevels {
  levels: number[];
  level: number;
  playingLevel: number;
}

/**
 * Attaches the HLS stream once the first signed URL arrives. A fatal network error asks for a new URL
 * and marks a retry pending, for the renewal to take up.
 */
function useHlsAttachment(
  video: HTMLVideoElement | null,
  source: Source,
  lesson: { positionSec: number; durationSec: number },
  preferences: PlayerPreferences,
  retryPending: RefObject<boolean>,
) {
  const attachment = useRef<StreamAttachment | null>(null);
  const [levels, setLevels] = useState<StreamLevels>({ levels: [], level: -1, playingLevel: -1 });
  const ready = source.phase === 'ready';
  const latestUrl = useRef<string | null>(null);
  latestUrl.current = ready ? source.source.url : null;
  const durationHint = ready ? source.source.durationSec : null;

  // Downloads while the signed URL is being asked for.
  useEffect(preloadHls, []);

  const syncLevels = useCallback(() => {
    const current = attachment.current;
    if (!current) return;
    setLevels({
      levels: current.levels(),
      level: current.currentLevel(),
      playingLevel: current.playingLevel(),
    });
  }, []);

  useEffect(() => {
    if (!video || !ready || !latestUrl.current) return;
    let cancelled = false;
    video.volume = preferences.volume;
    // Loading a source resets the rate to the default rate: the chosen speed must be the default.
    video.defaultPlaybackRate = video.playbackRate = preferences.speed;
    void attachStream(video, latestUrl.current, {
      startPosition: resumePosition(lesson.positionSec, durationHint ?? lesson.durationSec),
      quality: preferences.quality,
      onLevelsChange: syncLevels,
      onFatalNetworkError: () => {
        retryPending.current = true;
        source.renewNow();
      },
    }).then((attached) => {
      if (cancelled) {
        attached.destroy();
        return;
      }
      attachment.current = attached;
      syncLevels();
      // Starts by itself where the browser allows it; otherwise the big play button waits.
      video.addEventListener('canplay', () => void video.play().catch(() => {}), { once: true });
    });
    return () => {
      cancelled = true;
      attachment.current?.destroy();
      attachment.current = null;
    };
    // Attaching again on every renewed URL would restart playback; the ref carries the newest one.
  }, [video, ready]);

  return { attachment, levels };
}

/** Hands each renewed signed URL to the attached stream, and retries a load that failed on the old one. */
function useSignedUrlRenewal(
  attachment: RefObject<StreamAttachment | null>,
  url: string | null,
  retryPending: RefObject<boolean>,
) {
  useEffect(() => {
    if (!url || !attachment.current) return;
    attachment.current.renew(url);
    if (retryPending.current) {
      retryPending.current = false;
      attachment.current.retry();
    }
  }, [url]);
}

/** The lesson's HLS stream on the video element, kept on a fresh signed URL for as long as it plays. */
export function useHlsStream(
  video: HTMLVideoElement | null,
  source: Source,
  lesson: { positionSec: number; durationSec: number },
  preferences: PlayerPreferences,
) {
  const retryPending = useRef(false);
  const stream = useHlsAttachment(video, source, lesson, preferences, retryPending);
  useSignedUrlRenewal(stream.attachment, source.phase === 'ready' ? source.source.url : null, retryPending);
  return stream;
}
