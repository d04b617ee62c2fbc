import type { RefObject } from 'react';
import type { ControlsActions } from './components/player-controls';
import { savePreference } from './player-preferences';
import type { StreamAttachment } from './stream-attachment';

/**
 * What the controls and shortcuts do to the video element and its stream. Volume, speed and quality
 * are kept as the member's preferences; captions and fullscreen come from their own hooks.
 */
export function playerActions(
  video: HTMLVideoElement | null,
  attachment: RefObject<StreamAttachment | null>,
  shown: { duration: number; levels: number[] },
  rest: Pick<ControlsActions, 'setCaption' | 'toggleFullscreen'>,
): ControlsActions {
  return {
    ...rest,
    togglePlay() {
      if (!video) return;
      if (video.paused) void video.play().catch(() => {});
      else video.pause();
    },
    seek(seconds: number) {
      if (!video) return;
      const end = Number.isFinite(video.duration) ? video.duration : shown.duration;
      video.currentTime = Math.min(Math.max(0, seconds), Math.max(0, end - 0.1));
    },
    setVolume(volume: number) {
      if (!video) return;
      video.volume = Math.min(1, Math.max(0, volume));
      video.muted = volume === 0;
      savePreference({ volume: video.volume });
    },
    toggleMute() {
      if (video) video.muted = !video.muted;
    },
    setSpeed(speed: number) {
      if (!video) return;
      video.defaultPlaybackRate = video.playbackRate = speed;
      savePreference({ speed });
    },
    setLevel(level: number) {
      attachment.current?.setLevel(level);
      savePreference({ quality: level < 0 ? null : (shown.levels[level] ?? null) });
    },
  };
}
