import { Button, Group, Stack, Text } from '@mantine/core';
import type { AdminVideo } from '@shared/contract/admin-catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../../components/dialogs';
import { adminKeys } from '../../api/keys';
import { useDiscardReplacement } from '../api/discard-replacement';
import { useLatestVideo } from '../api/get-video-status';
import { useRetryReplacement } from '../api/retry-replacement';
import { VideoState } from './video-state';

/**
 * The replacement uploaded over a lesson's ready video. Members keep the current one until the
 * replacement is ready; then the server swaps them and the course is reloaded.
 */
export function VideoReplacement({
  contentsid,
  lessonid,
  pending,
  name,
}: {
  contentsid: number;
  lessonid: number;
  pending: AdminVideo | null;
  /** The lesson's title in the reader's language, for the controls' labels. */
  name: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const video = useLatestVideo(pending);
  const retry = useRetryReplacement(contentsid, lessonid);
  const discard = useDiscardReplacement(contentsid, lessonid);

  const live = video?.status === 'ready';
  useEffect(() => {
    if (live) void queryClient.invalidateQueries({ queryKey: adminKeys.contents.detail(contentsid) });
  }, [live, contentsid, queryClient]);

  async function confirmDiscard() {
    if (
      await confirmDialog(t('admin.courses.confirmDiscardReplacement', { name: video?.originalName ?? '' }))
    )
      discard.mutate();
  }

  return (
    <Stack gap={4}>
      <Group gap={6}>
        <Text size="xs" fw={500}>
          {t('admin.courses.replacement')}
        </Text>
        {!video && <Text size="xs">—</Text>}
      </Group>
      {video && !live && (
        <>
          <VideoState video={video} progressLabel={t('admin.courses.replacementProgressOf', { name })} />
          {video.status !== 'failed' && (
            <Text size="xs" c="dimmed">
              {t('admin.courses.replacementPending')}
            </Text>
          )}
          {(retry.error || discard.error) && (
            <Text size="xs" c="red" role="alert">
              {(retry.error ?? discard.error)?.message}
            </Text>
          )}
          <Group gap={6}>
            {video.status === 'failed' && (
              <Button
                variant="default"
                size="compact-xs"
                loading={retry.isPending}
                onClick={() => retry.mutate()}
                aria-label={`${t('admin.courses.retryTranscode')}: ${name}`}
              >
                {t('admin.courses.retryTranscode')}
              </Button>
            )}
            <Button
              variant="subtle"
              color="red"
              size="compact-xs"
              loading={discard.isPending}
              onClick={confirmDiscard}
              aria-label={`${t('admin.courses.discardReplacement')}: ${name}`}
            >
              {t('admin.courses.discardReplacement')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
