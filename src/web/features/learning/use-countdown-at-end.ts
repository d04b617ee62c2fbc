import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds` once the video ends, then calls `onDone`. Playing again (replay, a
 * seek back) or `cancel` stops it. `remaining` is null while no countdown runs.
 */
export function useCountdownAtEnd(
  video: HTMLVideoElement | null,
  seconds: number,
  onDone: (() => void) | null,
): { remaining: number | null; cancel(): void } {
  const [remaining, setRemaining] = useState<number | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!video) return;
    const start = () => {
      if (done.current) setRemaining(seconds);
    };
    const stop = () => setRemaining(null);
    video.addEventListener('ended', start);
    video.addEventListener('play', stop);
    video.addEventListener('seeking', stop);
    return () => {
      video.removeEventListener('ended', start);
      video.removeEventListener('play', stop);
      video.removeEventListener('seeking', stop);
    };
  }, [video, seconds]);

  useEffect(() => {
    if (remaining === null) return;
    if (remaining <= 0) {
      setRemaining(null);
      done.current?.();
      return;
    }
    const tick = setTimeout(() => setRemaining(remaining - 1), 1_000);
    return () => clearTimeout(tick);
  }, [remaining]);

  return { remaining, cancel: () => setRemaining(null) };
}
