import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { ControlsActions } from './components/player-controls';

const SEEK_STEP = 5;

function isInteractive(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    Boolean(
      target.closest('button, input, select, textarea, a, [role="slider"], [role="menuitem"], [role="menu"]'),
    )
  );
}

/**
 * The player's keys: space, arrows (seek, volume), f (fullscreen), m (mute). On a control, the
 * control keeps space and the arrows. Returns the stage's key handler; the same keys work from the
 * page while nothing has focus. `onUsed` runs after each shortcut (the controls show).
 */
export function usePlayerShortcuts(
  video: HTMLVideoElement | null,
  actions: ControlsActions,
  onUsed: () => void,
) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!video || event.altKey || event.ctrlKey || event.metaKey) return;
    const onControl = isInteractive(event.target);
    const key = event.key;
    if (key === ' ' && !onControl) actions.togglePlay();
    else if (key === 'ArrowLeft' && !onControl) actions.seek(video.currentTime - SEEK_STEP);
    else if (key === 'ArrowRight' && !onControl) actions.seek(video.currentTime + SEEK_STEP);
    else if (key === 'ArrowUp' && !onControl) actions.setVolume(video.volume + 0.1);
    else if (key === 'ArrowDown' && !onControl) actions.setVolume(video.volume - 0.1);
    else if (key === 'f' || key === 'F') actions.toggleFullscreen();
    else if (key === 'm' || key === 'M') actions.toggleMute();
    else return;
    event.preventDefault();
    onUsed();
  };

  const keyHandler = useRef(onKeyDown);
  keyHandler.current = onKeyDown;
  useEffect(() => {
    const onWindowKey = (event: globalThis.KeyboardEvent) => {
      if (document.activeElement && document.activeElement !== document.body) return;
      keyHandler.current(event as unknown as KeyboardEvent<HTMLElement>);
    };
    window.addEventListener('keydown', onWindowKey);
    return () => window.removeEventListener('keydown', onWindowKey);
  }, []);

  return onKeyDown;
}
