import { ActionIcon, Button, Group, Menu, Slider, Text, Tooltip } from '@mantine/core';
import { formatClock } from '@shared/format-clock';
import {
  IconBadgeCc,
  IconBadgeCcFilled,
  IconMaximize,
  IconMinimize,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SPEEDS } from '../player-preferences';

export interface ControlsState {
  playing: boolean;
  time: number;
  duration: number;
  volume: number;
  muted: boolean;
  speed: number;
  fullscreen: boolean;
  /** Heights of the renditions (empty: the browser chooses, quality menu hidden). */
  levels: number[];
  /** -1 automatic. */
  level: number;
  playingLevel: number;
  captions: { lang: string; label: string }[];
  /** Index into captions, or -1 off. */
  caption: number;
}

export interface ControlsActions {
  togglePlay(): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  setSpeed(speed: number): void;
  setLevel(level: number): void;
  setCaption(index: number): void;
  toggleFullscreen(): void;
}

const white = { color: 'white' } as const;

/** The control bar: every control is a labelled button, menu or slider, usable by keyboard. */
export function PlayerControls({ state, actions }: { state: ControlsState; actions: ControlsActions }) {
  const { t } = useTranslation();
  const levelLabel = (index: number) => (index < 0 ? t('learning.qualityAuto') : `${state.levels[index]}p`);
  return (
    <>
      <Slider
        thumbLabel={t('learning.seek')}
        min={0}
        max={Math.max(1, state.duration)}
        step={1}
        value={Math.min(state.time, state.duration || 0)}
        onChange={actions.seek}
        label={(value) => formatClock(value)}
        size="sm"
        mb={6}
        color="emerald.4"
        thumbProps={
          { 'aria-valuetext': `${formatClock(state.time)} / ${formatClock(state.duration)}` } as object
        }
      />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          <Tooltip label={state.playing ? t('learning.pause') : t('learning.play')}>
            <ActionIcon
              variant="subtle"
              {...white}
              size="lg"
              onClick={actions.togglePlay}
              aria-label={state.playing ? t('learning.pause') : t('learning.play')}
              data-testid="player-toggle"
            >
              {state.playing ? <IconPlayerPauseFilled size={22} /> : <IconPlayerPlayFilled size={22} />}
            </ActionIcon>
          </Tooltip>
          <ActionIcon
            variant="subtle"
            {...white}
            size="lg"
            onClick={actions.toggleMute}
            aria-label={state.muted ? t('learning.unmute') : t('learning.mute')}
          >
            {state.muted || state.volume === 0 ? <IconVolumeOff size={20} /> : <IconVolume size={20} />}
          </ActionIcon>
          <Slider
            thumbLabel={t('learning.volume')}
            w={80}
            min={0}
            max={1}
            step={0.05}
            value={state.muted ? 0 : state.volume}
            onChange={actions.setVolume}
            label={(value) => `${Math.round(value * 100)}%`}
            size="xs"
            color="gray.2"
            visibleFrom="xs"
          />
          <Text size="xs" c="white" ml={6} style={{ whiteSpace: 'nowrap' }} data-testid="player-clock">
            {formatClock(state.time)} / {formatClock(state.duration)}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Menu position="top-end" withinPortal={false}>
            <Menu.Target>
              <Button variant="subtle" color="gray.0" size="compact-sm" aria-label={t('learning.speed')}>
                {state.speed}×
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('learning.speed')}</Menu.Label>
              {SPEEDS.map((speed) => (
                <Menu.Item
                  key={speed}
                  onClick={() => actions.setSpeed(speed)}
                  fw={speed === state.speed ? 700 : 400}
                  aria-current={speed === state.speed}
                >
                  {speed}×
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {state.levels.length > 0 && (
            <Menu position="top-end" withinPortal={false}>
              <Menu.Target>
                <Button variant="subtle" color="gray.0" size="compact-sm" aria-label={t('learning.quality')}>
                  {state.level < 0 && state.playingLevel >= 0
                    ? `${t('learning.qualityAuto')} (${state.levels[state.playingLevel]}p)`
                    : levelLabel(state.level)}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('learning.quality')}</Menu.Label>
                {[-1, ...state.levels.map((_, index) => index)].map((index) => (
                  <Menu.Item
                    key={index}
                    onClick={() => actions.setLevel(index)}
                    fw={index === state.level ? 700 : 400}
                    aria-current={index === state.level}
                  >
                    {levelLabel(index)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          {state.captions.length > 0 && (
            <Menu position="top-end" withinPortal={false}>
              <Menu.Target>
                <ActionIcon variant="subtle" {...white} size="lg" aria-label={t('learning.captions')}>
                  {state.caption >= 0 ? <IconBadgeCcFilled size={22} /> : <IconBadgeCc size={22} />}
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('learning.captions')}</Menu.Label>
                <Menu.Item onClick={() => actions.setCaption(-1)} fw={state.caption < 0 ? 700 : 400}>
                  {t('learning.captionsOff')}
                </Menu.Item>
                {state.captions.map((caption, index) => (
                  <Menu.Item
                    key={caption.lang}
                    onClick={() => actions.setCaption(index)}
                    fw={index === state.caption ? 700 : 400}
                  >
                    {caption.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          <ActionIcon
            variant="subtle"
            {...white}
            size="lg"
            onClick={actions.toggleFullscreen}
            aria-label={state.fullscreen ? t('learning.exitFullscreen') : t('learning.fullscreen')}
          >
            {state.fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
          </ActionIcon>
        </Group>
      </Group>
    </>
  );
}
