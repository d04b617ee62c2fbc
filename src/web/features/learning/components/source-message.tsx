import { Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { SourceState } from '../use-video-source';
import { AccessMessage } from './access-message';
import classes from './player.module.css';

/** What covers the stage until the signed URL is ready: loading, the video being prepared, a failure or a refusal. */
export function SourceMessage({ source, contentsid }: { source: SourceState; contentsid: number }) {
  const { t } = useTranslation();
  if (source.phase === 'loading') {
    return (
      <div className={classes.message}>
        <Loader color="white" role="status" aria-label={t('common.loading')} />
      </div>
    );
  }
  if (source.phase === 'preparing') {
    return (
      <div className={classes.message} data-testid="player-preparing">
        <Stack align="center" gap="sm" w={280}>
          <Text c="white" fw={600}>
            {t('learning.preparing')}
          </Text>
          <Progress value={source.progress} w="100%" color="emerald.4" aria-label={t('learning.preparing')} />
          <Text c="gray.4" size="sm">
            {t('learning.preparingHint')}
          </Text>
        </Stack>
      </div>
    );
  }
  if (source.phase === 'failed') {
    return (
      <div className={classes.message}>
        <Text c="white">{t('learning.failed')}</Text>
      </div>
    );
  }
  if (source.phase === 'denied') {
    const denied = source.error;
    return (
      <div className={classes.message}>
        <AccessMessage
          code={denied instanceof ApiError ? denied.code : 'INTERNAL'}
          message={denied.message}
          contentsid={contentsid}
        />
      </div>
    );
  }
  return null;
}
