import { PROGRESS_SAVE_INTERVAL_SECONDS, type SavedProgress } from '@shared/contract/learning';
import { useEffect, useRef } from 'react';
import { saveProgress } from './api/save-progress';

/**
 * Counts the seconds actually played (not skipped by seeking) and saves position and watched
 * seconds every ~10 s while playing, on pause and end, and when the member leaves (page hidden,
 * another lesson, another page) — the last one with fetch keepalive so it outlives the page.
 */
export function useProgressSaver(
  video: HTMLVideoElement | null,
  lesson: { lessonid: number; watchedSec: number },
  onSaved: (saved: SavedProgress) => void,
): void {
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  // The stored value when the lesson opened; later saves update the page's copy, not this count.
  const startWatched = useRef(lesson.watchedSec);

  useEffect(() => {
    if (!video) return;
    let watched = startWatched.current;
    let lastTime: number | null = null;
    let played = false;
    let lastSent = '';

    const save = (keepalive: boolean) => {
      if (!played) return;
      const body = {
        lessonid: lesson.lessonid,
        positionSec: Math.floor(video.currentTime),
        watchedSec: Math.floor(watched),
      };
      const key = `${body.positionSec}:${body.watchedSec}`;
      if (key === lastSent) return;
      lastSent = key;
      saveProgress(body, keepalive).then(
        (saved) => onSavedRef.current(saved),
        () => {
          // Sent again with the next save: the server keeps the largest watched value.
          lastSent = '';
        },
      );
    };

    const onTime = () => {
      const now = video.currentTime;
      if (lastTime !== null && !video.seeking) {
        const step = now - lastTime;
        // timeupdate fires ~4 times a second; a bigger jump is a seek, not watching.
        if (step > 0 && step <= 1.5 * Math.max(1, video.playbackRate)) watched += step;
      }
      lastTime = now;
    };
    const onPlaying = () => {
      played = true;
      lastTime = video.currentTime;
    };
    const onSeeked = () => {
      lastTime = video.currentTime;
    };
    const onPause = () => save(false);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save(true);
    };
    const onPageHide = () => save(true);

    video.addEventListener('timeupdate', onTime);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onPause);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    const timer = setInterval(() => {
      if (!video.paused) save(false);
    }, PROGRESS_SAVE_INTERVAL_SECONDS * 1000);

    return () => {
      clearInterval(timer);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onPause);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Another lesson or another page: the last position goes out even as the page changes.
      save(true);
    };
  }, [video, lesson.lessonid]);
}
