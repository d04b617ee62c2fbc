import type { AdminContentsDetail, AdminVideo } from '@shared/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { contentsQuery, useContentsWrite } from './admin-contents';
import { videoStatusQuery } from './video-status';

const replacementPath = (contentsid: number, lessonid: number) =>
  `/api/Admin/Contents/${contentsid}/Lessons/${lessonid}/Video/Replacement`;

/** Queues a failed replacement again; its status is polled from where the answer leaves it. */
export function useRetryReplacement(contentsid: number, lessonid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDatas<AdminVideo>('POST', `${replacementPath(contentsid, lessonid)}/Retry`),
    onSuccess: async (video) => {
      queryClient.setQueryData(videoStatusQuery(video.videoid).queryKey, video);
      await queryClient.invalidateQueries({ queryKey: contentsQuery(contentsid).queryKey });
    },
  });
}

/** Drops the replacement; the lesson keeps its current video. */
export function useDiscardReplacement(contentsid: number, lessonid: number) {
  return useContentsWrite(() =>
    apiDatas<AdminContentsDetail>('POST', `${replacementPath(contentsid, lessonid)}/Delete`),
  );
}
