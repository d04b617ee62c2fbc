import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountdownAtEnd } from '../use-countdown-at-end';
import classes from './player.module.css';

const COUNTDOWN_SECONDS = 5;

export interface UpNext {
  title: string;
  open(): void;
}

/**
 * At the end of a lesson, the next one in the course's order after a short countdown the member
 * can cut short or cancel. Without a next lesson (the last one, or one they may not play) the video
 * just ends.
 */
export function NextLessonCountdown({
  video,
  next,
}: {
  video: HTMLVideoElement | null;
  next: UpNext | null;
}) {
  const { t } = useTranslation();
  const { remaining, cancel } = useCountdownAtEnd(video, COUNTDOWN_SECONDS, next ? next.open : null);
  if (remaining === null || !next) return null;
  return (
    <div className={classes.upNext} data-testid="up-next">
      <Stack align="center" gap="xs" maw={420}>
        <Text c="gray.3" size="sm" data-testid="up-next-countdown">
          {t('learning.upNext', { seconds: remaining })}
        </Text>
        <Text c="white" fw={700} ta="center" lineClamp={2} aria-live="polite">
          {next.title}
        </Text>
        <Group gap="xs" justify="center">
          <Button size="compact-md" color="emerald.4" c="dark" onClick={next.open}>
            {t('learning.upNextPlay')}
          </Button>
          <Button size="compact-md" variant="default" onClick={cancel}>
            {t('learning.upNextCancel')}
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
