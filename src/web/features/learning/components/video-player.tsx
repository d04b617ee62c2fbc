import { Loader, Progress, Stack, Text } from '@mantine/core';
import type { PlayerLesson, SavedProgress } from '@shared/contract/learning';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { currentLocale } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/translations';
import { ApiError } from '../../../lib/api-client';
import { resumePosition } from '../lesson-order';
import { preferredCaption, readPreferences, savePreference } from '../player-preferences';
import { attachStream, preloadHls, type StreamAttachment } from '../stream-attachment';
import { useCaptionCues } from '../use-caption-cues';
import { useProgressSaver } from '../use-progress-saver';
import { useVideoSource } from '../use-video-source';
import { AccessMessage } from './access-message';
import { CaptionLines } from './caption-lines';
import { NextLessonCountdown, type UpNext } from './next-lesson-countdown';
import classes from './player.module.css';
import { type ControlsState, PlayerControls } from './player-controls';
import { Watermark } from './watermark';

const SEEK_STEP = 5;
const HIDE_CONTROLS_MS = 3_000;

function isInteractive(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    Boolean(
      target.closest('button, input, select, textarea, a, [role="slider"], [role="menuitem"], [role="menu"]'),
    )
  );
}

export interface VideoPlayerProps {
  contentsid: number;
  lesson: PlayerLesson & { videoid: number };
  viewer: { name: string; email: string };
  full?: boolean;
  /** Where the player goes on at the lesson's end (null: it stops there). */
  next: UpNext | null;
  onSaved(saved: SavedProgress): void;
}

/** One lesson's video: signed HLS source, custom controls, shortcuts, watermark and progress saving. */
export function VideoPlayer({ contentsid, lesson, viewer, full = false, next, onSaved }: VideoPlayerProps) {
  const { t } = useTranslation();
  const source = useVideoSource(lesson.videoid);
  // Downloads while the signed URL is being asked for.
  useEffect(preloadHls, []);
  const stageRef = useRef<HTMLElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const attachment = useRef<StreamAttachment | null>(null);
  const retryPending = useRef(false);
  const [preferences] = useState(readPreferences);
  const [ui, setUi] = useState<ControlsState>({
    playing: false,
    time: 0,
    duration: lesson.durationSec,
    volume: preferences.volume,
    muted: false,
    speed: preferences.speed,
    fullscreen: false,
    levels: [],
    level: -1,
    playingLevel: -1,
    captions: [],
    caption: preferredCaption(lesson.captions, preferences.caption),
  });
  const [buffering, setBuffering] = useState(false);
  const [controlsVisible, setControlsVisible] = useState(true);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useProgressSaver(video, lesson, onSaved);

  const ready = source.phase === 'ready';
  const url = ready ? source.source.url : null;
  const latestUrl = useRef(url);
  latestUrl.current = url;
  const durationHint = ready ? source.source.durationSec : null;

  const syncLevels = useCallback(() => {
    const current = attachment.current;
    if (!current) return;
    setUi((state) => ({
      ...state,
      levels: current.levels(),
      level: current.currentLevel(),
      playingLevel: current.playingLevel(),
    }));
  }, []);

  // Attach once the first signed URL arrives; renewals only hand the new token over (below).
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

  useEffect(() => {
    if (!url || !attachment.current) return;
    attachment.current.renew(url);
    if (retryPending.current) {
      retryPending.current = false;
      attachment.current.retry();
    }
  }, [url]);

  // Mirror the element's state into the controls.
  useEffect(() => {
    if (!video) return;
    const update = () =>
      setUi((state) => ({
        ...state,
        playing: !video.paused,
        time: video.currentTime,
        duration: Number.isFinite(video.duration) && video.duration > 0 ? video.duration : state.duration,
        volume: video.volume,
        muted: video.muted,
        speed: video.playbackRate,
      }));
    const events = [
      'play',
      'pause',
      'timeupdate',
      'durationchange',
      'loadedmetadata',
      'volumechange',
      'ratechange',
    ];
    for (const name of events) video.addEventListener(name, update);
    const waiting = () => setBuffering(true);
    const playing = () => setBuffering(false);
    video.addEventListener('waiting', waiting);
    video.addEventListener('playing', playing);
    video.addEventListener('canplay', playing);
    return () => {
      for (const name of events) video.removeEventListener(name, update);
      video.removeEventListener('waiting', waiting);
      video.removeEventListener('playing', playing);
      video.removeEventListener('canplay', playing);
    };
  }, [video]);

  useEffect(() => {
    const onChange = () =>
      setUi((state) => ({ ...state, fullscreen: document.fullscreenElement === stageRef.current }));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const locale = currentLocale();
  useEffect(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    setUi((state) => ({
      ...state,
      captions: lesson.captions.map((caption) => ({
        lang: caption.lang,
        label: names.of(caption.lang) ?? caption.lang,
      })),
    }));
  }, [lesson.captions, locale]);

  const actions = {
    togglePlay() {
      if (!video) return;
      if (video.paused) void video.play().catch(() => {});
      else video.pause();
    },
    seek(seconds: number) {
      if (!video) return;
      const end = Number.isFinite(video.duration) ? video.duration : ui.duration;
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
      savePreference({ quality: level < 0 ? null : (ui.levels[level] ?? null) });
    },
    setCaption(index: number) {
      setUi((state) => ({ ...state, caption: index }));
      savePreference({ caption: lesson.captions[index]?.lang ?? null });
    },
    toggleFullscreen() {
      const stage = stageRef.current;
      if (!stage) return;
      if (document.fullscreenElement) void document.exitFullscreen();
      else void stage.requestFullscreen?.().catch(() => {});
    },
  };

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
    revealControls();
  };

  const revealControls = () => {
    setControlsVisible(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setControlsVisible(false), HIDE_CONTROLS_MS);
  };
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // Shortcuts also work before anything in the player has focus.
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

  const cues = useCaptionCues(video, ui.caption);
  const denied = source.phase === 'denied' ? source.error : null;
  return (
    <section
      ref={stageRef}
      className={`${classes.stage} ${full ? classes.full : ''}`}
      aria-label={t('learning.playerRegion')}
      aria-describedby="player-shortcuts"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the stage takes the player's shortcuts (space, arrows, f, m), so keyboard users must reach it.
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseMove={revealControls}
      data-testid="video-stage"
    >
      <span id="player-shortcuts" hidden>
        {t('learning.shortcuts')}
      </span>
      {/* biome-ignore lint/a11y/useMediaCaption: captions are <track> children when the lesson has WebVTT. */}
      <video
        ref={setVideo}
        className={classes.video}
        playsInline
        preload="metadata"
        poster={ready ? (source.source.posterUrl ?? undefined) : undefined}
        onClick={actions.togglePlay}
        onDoubleClick={actions.toggleFullscreen}
        data-testid="lesson-video"
      >
        {lesson.captions.map((caption) => (
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
            className={`${classes.controls} ${controlsVisible || !ui.playing ? '' : classes.hidden}`}
            data-testid="player-controls"
          >
            <PlayerControls state={ui} actions={actions} />
          </div>
        </div>
      )}
      <NextLessonCountdown video={video} next={next} />
      {source.phase === 'loading' && (
        <div className={classes.message}>
          <Loader color="white" role="status" aria-label={t('common.loading')} />
        </div>
      )}
      {source.phase === 'preparing' && (
        <div className={classes.message} data-testid="player-preparing">
          <Stack align="center" gap="sm" w={280}>
            <Text c="white" fw={600}>
              {t('learning.preparing')}
            </Text>
            <Progress
              value={source.progress}
              w="100%"
              color="emerald.4"
              aria-label={t('learning.preparing')}
            />
            <Text c="gray.4" size="sm">
              {t('learning.preparingHint')}
            </Text>
          </Stack>
        </div>
      )}
      {source.phase === 'failed' && (
        <div className={classes.message}>
          <Text c="white">{t('learning.failed')}</Text>
        </div>
      )}
      {denied && (
        <div className={classes.message}>
          <AccessMessage
            code={denied instanceof ApiError ? denied.code : 'INTERNAL'}
            message={denied.message}
            contentsid={contentsid}
          />
        </div>
      )}
    </section>
  );
}
