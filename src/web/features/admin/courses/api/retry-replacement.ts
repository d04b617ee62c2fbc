import type { AdminVideo } from '@shared/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/**
 * POST /api/Admin/Contents/{contentsid}/Lessons/{lessonid}/Video/Replacement/Retry: queues a failed
 * replacement again; its status is polled from where the answer leaves it.
 */
export function useRetryReplacement(contentsid: number, lessonid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiDatas<AdminVideo>(
        'POST',
        `/api/Admin/Contents/${contentsid}/Lessons/${lessonid}/Video/Replacement/Retry`,
      ),
    onSuccess: async (video) => {
      queryClient.setQueryData(adminKeys.video(video.videoid), video);
      await queryClient.invalidateQueries({ queryKey: adminKeys.contents.detail(contentsid) });
    },
  });
}
