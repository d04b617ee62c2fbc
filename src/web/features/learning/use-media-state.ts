import { useEffect, useState } from 'react';

/** What the video element is doing, for the controls to show. */
export interface MediaState {
  playing: boolean;
  time: number;
  duration: number;
  volume: number;
  muted: boolean;
  speed: number;
}

const MEDIA_EVENTS = [
  'play',
  'pause',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'ratechange',
];

/**
 * The element's state mirrored into React, and whether it waits for data. Until the element knows its
 * duration, the lesson's stored one stands in.
 */
export function useMediaState(
  video: HTMLVideoElement | null,
  initial: Pick<MediaState, 'duration' | 'volume' | 'speed'>,
): MediaState & { buffering: boolean } {
  const [media, setMedia] = useState<MediaState>({ playing: false, time: 0, muted: false, ...initial });
  const [buffering, setBuffering] = useState(false);

  useEffect(() => {
    if (!video) return;
    const update = () =>
      setMedia((state) => ({
        playing: !video.paused,
        time: video.currentTime,
        duration: Number.isFinite(video.duration) && video.duration > 0 ? video.duration : state.duration,
        volume: video.volume,
        muted: video.muted,
        speed: video.playbackRate,
      }));
    for (const name of MEDIA_EVENTS) video.addEventListener(name, update);
    const waiting = () => setBuffering(true);
    const playing = () => setBuffering(false);
    video.addEventListener('waiting', waiting);
    video.addEventListener('playing', playing);
    video.addEventListener('canplay', playing);
    return () => {
      for (const name of MEDIA_EVENTS) video.removeEventListener(name, update);
      video.removeEventListener('waiting', waiting);
      video.removeEventListener('playing', playing);
      video.removeEventListener('canplay', playing);
    };
  }, [video]);

  return { ...media, buffering };
}
