import { Badge, Group, Progress, Text } from '@mantine/core';
import type { AdminVideo } from '@shared/contract/admin-catalogue';
import { useTranslation } from 'react-i18next';

function duration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Where one video stands: waiting or transcoding (with a bar), ready (name and length), or failed and why. */
export function VideoState({ video, progressLabel }: { video: AdminVideo; progressLabel: string }) {
  const { t } = useTranslation();
  if (video.status === 'ready')
    return (
      <Group gap={6}>
        <Badge color="emerald" variant="light">
          {t('admin.courses.videoReady')}
        </Badge>
        <Text size="xs" c="dimmed" truncate maw={200}>
          {video.originalName ?? ''} · {duration(video.durationSec ?? 0)}
        </Text>
      </Group>
    );
  if (video.status === 'failed')
    return (
      <Text size="xs" c="red" role="alert">
        {t('admin.courses.videoFailed')} {video.error}
      </Text>
    );
  return (
    <>
      <Text size="xs">
        {video.status === 'uploaded'
          ? t('admin.courses.waitingTranscode')
          : t('admin.courses.transcoding', { percent: video.progress })}
      </Text>
      <Progress
        value={video.status === 'uploaded' ? 0 : video.progress}
        size="md"
        color="blue"
        aria-label={progressLabel}
      />
    </>
  );
}
