import type { PlayerLesson } from '@shared/contract/learning';
import type { KeyboardEvent, ReactNode, Ref, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './player.module.css';
import { Watermark } from './watermark';

export interface PlayerStageProps {
  stageRef: RefObject<HTMLElement | null>;
  videoRef: Ref<HTMLVideoElement>;
  full: boolean;
  posterUrl: string | undefined;
  captions: PlayerLesson['captions'];
  viewer: { name: string; email: string };
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onMouseMove(): void;
  onTogglePlay(): void;
  onToggleFullscreen(): void;
  /** What lies over the video: buttons, captions, controls, messages. */
  children: ReactNode;
}

/**
 * The player's region: it takes the shortcuts, holds the video with its caption tracks under the
 * viewer's watermark, and goes fullscreen as one.
 */
export function PlayerStage({
  stageRef,
  videoRef,
  full,
  posterUrl,
  captions,
  viewer,
  ...props
}: PlayerStageProps) {
  const { t } = useTranslation();
  return (
    <section
      ref={stageRef}
      className={`${classes.stage} ${full ? classes.full : ''}`}
      aria-label={t('learning.playerRegion')}
      aria-describedby="player-shortcuts"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the stage takes the player's shortcuts (space, arrows, f, m), so keyboard users must reach it.
      tabIndex={0}
      onKeyDown={props.onKeyDown}
      onMouseMove={props.onMouseMove}
      data-testid="video-stage"
    >
      <span id="player-shortcuts" hidden>
        {t('learning.shortcuts')}
      </span>
      {/* biome-ignore lint/a11y/useMediaCaption: captions are <track> children when the lesson has WebVTT. */}
      <video
        ref={videoRef}
        className={classes.video}
        playsInline
        preload="metadata"
        poster={posterUrl}
        onClick={props.onTogglePlay}
        onDoubleClick={props.onToggleFullscreen}
        data-testid="lesson-video"
      >
        {captions.map((caption) => (
          <track
            key={caption.lang}
            kind="subtitles"
            src={caption.url}
            srcLang={caption.lang}
            label={caption.lang}
          />
        ))}
      </video>
      <Watermark name={viewer.name} email={viewer.email} />
      {props.children}
    </section>
  );
}
