import type {
  ModerationAction,
  ModerationActionBody,
  ModerationActionResult,
} from '@shared/contract/moderation';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { moderationKeys } from './get-moderation-queue';

const PATHS: Record<ModerationAction, string> = {
  hide: 'Hide',
  restore: 'Restore',
  delete: 'Delete',
  dismiss: 'Dismiss',
};

/** POST /api/Admin/Moderation/{Hide|Restore|Delete|Dismiss}: the queue is read again after it. */
export function useModerate() {
  return useConsoleWrite(
    ({ action, ...body }: ModerationActionBody & { action: ModerationAction }) =>
      apiDatas<ModerationActionResult>('POST', `/api/Admin/Moderation/${PATHS[action]}`, { body }),
    [moderationKeys.all],
  );
}
