import { Button, Stack, Text } from '@mantine/core';
import { formatClock } from '@shared/format-clock';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../use-seconds-left';
import type { AttendanceView } from '../use-verified-attendance';
import classes from './player.module.css';

/** "Are you there?" over the video, with the seconds left to answer (decision 101). */
function PresenceCheck({ deadline, onConfirm }: { deadline: number; onConfirm(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const seconds = useSecondsLeft(deadline);
  if (seconds === 0) return null;
  return (
    <div
      className={`${classes.upNext} ${classes.presence}`}
      role="alertdialog"
      aria-labelledby={titleId}
      data-testid="presence-check"
    >
      <Stack align="center" gap="xs" maw={420}>
        <Text id={titleId} c="white" fw={700} ta="center">
          {t('learning.attendance.checkTitle')}
        </Text>
        <Text c="gray.3" size="sm" ta="center" aria-live="polite">
          {t('learning.attendance.checkCountdown', { seconds })}
        </Text>
        <Button size="compact-md" color="emerald.4" c="dark" onClick={onConfirm} autoFocus>
          {t('learning.attendance.checkConfirm')}
        </Button>
      </Stack>
    </div>
  );
}

/** What the server verified of this lesson, and why time is not counting when it is not. */
export function VerifiedAttendance({
  attendance,
}: {
  attendance: AttendanceView & { confirmPresence(): void };
}) {
  const { t } = useTranslation();
  if (attendance.status === null) return null;
  const notice =
    attendance.status === 'superseded'
      ? t('learning.attendance.superseded')
      : attendance.status === 'seekRefused' || Date.now() < attendance.refusedUntil
        ? t('learning.attendance.seekRefused')
        : attendance.missed
          ? t('learning.attendance.missed')
          : null;
  return (
    <>
      <div className={classes.attendance} data-testid="verified-time">
        <Text span size="xs" c="white">
          {t('learning.attendance.verified', { time: formatClock(attendance.verifiedSec) })}
        </Text>
        {notice && (
          <Text size="xs" c="yellow.3" role="status">
            {notice}
          </Text>
        )}
      </div>
      {attendance.check && (
        <PresenceCheck
          key={attendance.check.checkid}
          deadline={attendance.check.deadline}
          onConfirm={attendance.confirmPresence}
        />
      )}
    </>
  );
}
