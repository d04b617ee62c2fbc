import { Loader } from '@mantine/core';
import type { PlayerLesson, SavedProgress } from '@shared/contract/learning';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerActions } from '../player-actions';
import { useAutoHide } from '../use-auto-hide';
import { useCaptionCues } from '../use-caption-cues';
import { useFullscreen } from '../use-fullscreen';
import { useHlsStream } from '../use-hls-stream';
import { useMediaState } from '../use-media-state';
import { usePlayerPreferences } from '../use-player-preferences';
import { usePlayerShortcuts } from '../use-player-shortcuts';
import { useProgressSaver } from '../use-progress-saver';
import { useVerifiedAttendance } from '../use-verified-attendance';
import { useVideoSource } from '../use-video-source';
import { CaptionLines } from './caption-lines';
import { NextLessonCountdown, type UpNext } from './next-lesson-countdown';
import classes from './player.module.css';
import { type ControlsState, PlayerControls } from './player-controls';
import { PlayerStage } from './player-stage';
import { SourceMessage } from './source-message';
import { VerifiedAttendance } from './verified-attendance';

const HIDE_CONTROLS_MS = 3_000;

export interface VideoPlayerProps {
  contentsid: number;
  lesson: PlayerLesson & { videoid: number };
  viewer: { name: string; email: string };
  full?: boolean;
  /** Where the player goes on at the lesson's end (null: it stops there). */
  next: UpNext | null;
  onSaved(saved: SavedProgress): void;
  /** The course carries credits: its watch time is verified by the server (decision 101). */
  creditBearing: boolean;
  onVerified(lessonid: number, verifiedSec: number): void;
  /** Given the video element, for what sits beside the player (a question asked at this moment). */
  videoRef?: RefObject<HTMLVideoElement | null>;
}

/** One lesson's video: signed HLS source, custom controls, shortcuts, watermark and progress saving. */
export function VideoPlayer({
  contentsid,
  lesson,
  viewer,
  full = false,
  next,
  onSaved,
  creditBearing,
  onVerified,
  videoRef,
}: VideoPlayerProps) {
  const { t } = useTranslation();
  const source = useVideoSource(lesson.videoid);
  const stageRef = useRef<HTMLElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    setVideo(element);
    if (videoRef) videoRef.current = element;
  }, []);
  const { preferences, caption, captionChoices, chooseCaption } = usePlayerPreferences(lesson.captions);
  const stream = useHlsStream(video, source, lesson, preferences);
  const { buffering, ...media } = useMediaState(video, {
    duration: lesson.durationSec,
    volume: preferences.volume,
    speed: preferences.speed,
  });
  const { fullscreen, toggleFullscreen } = useFullscreen(stageRef);
  const controls = useAutoHide(HIDE_CONTROLS_MS);
  useProgressSaver(video, lesson, onSaved);
  const attendance = useVerifiedAttendance(creditBearing ? video : null, lesson, onVerified);

  const ui: ControlsState = { ...media, ...stream.levels, fullscreen, captions: captionChoices, caption };
  const actions = playerActions(video, stream.attachment, ui, {
    setCaption: chooseCaption,
    toggleFullscreen,
  });
  const onKeyDown = usePlayerShortcuts(video, actions, controls.reveal);
  const cues = useCaptionCues(video, caption);
  const ready = source.phase === 'ready';
  return (
    <PlayerStage
      stageRef={stageRef}
      videoRef={attachVideo}
      full={full}
      posterUrl={ready ? (source.source.posterUrl ?? undefined) : undefined}
      captions={lesson.captions}
      viewer={viewer}
      onKeyDown={onKeyDown}
      onMouseMove={controls.reveal}
      onTogglePlay={actions.togglePlay}
      onToggleFullscreen={actions.toggleFullscreen}
    >
      {ready && !ui.playing && !buffering && (
        <div className={classes.center}>
          <button
            type="button"
            className={classes.bigPlay}
            onClick={actions.togglePlay}
            aria-label={t('learning.play')}
          >
            <IconPlayerPlayFilled size={34} aria-hidden />
          </button>
        </div>
      )}
      {ready && buffering && (
        <div className={classes.center} style={{ pointerEvents: 'none' }}>
          <Loader color="white" role="status" aria-label={t('common.loading')} />
        </div>
      )}
      {ready && (
        <div className={classes.dock}>
          <CaptionLines lines={cues} />
          <div
            className={`${classes.controls} ${controls.visible || !ui.playing ? '' : classes.hidden}`}
            data-testid="player-controls"
          >
            <PlayerControls state={ui} actions={actions} />
          </div>
        </div>
      )}
      <VerifiedAttendance attendance={attendance} />
      {/* The next lesson waits for an open presence check: leaving would drop the time it confirms. */}
      <NextLessonCountdown video={video} next={attendance.check ? null : next} />
      <SourceMessage source={source} contentsid={contentsid} />
    </PlayerStage>
  );
}
