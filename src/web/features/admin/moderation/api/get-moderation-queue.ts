import type { ModerationQueueItem, ModerationQueueQuery } from '@shared/contract/moderation';
import { useQuery } from '@tanstack/react-query';
import { consoleListQuery } from '../../api/console-list';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type ModerationFilter = ListFilter<ModerationQueueQuery>;

/** Under the console's key: a member's or another operator's action elsewhere reads it again. */
export const moderationKeys = {
  all: [...adminKeys.all, 'moderation'] as const,
  queue: (filter: ModerationFilter, page: number) => [...moderationKeys.all, filter, page] as const,
};

/** GET /api/Admin/Moderation/Queue: reported reviews and posts, the most open reports first. */
export function useModerationQueue(filter: ModerationFilter, page: number) {
  return useQuery(
    consoleListQuery<ModerationQueueItem, ModerationFilter>(
      moderationKeys.queue,
      '/api/Admin/Moderation/Queue',
      filter,
      page,
    ),
  );
}
