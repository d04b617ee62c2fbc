import type { TrainingDetail } from '@shared/contract/contents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiDatas } from '../../../lib/api-client';
import { trainingKeys } from './keys';

/**
 * GET /api/Contents/GetInfo/{id} for a training session. Whether the caller holds a seat depends on
 * the account, so it is part of the key. A course id answers as not found here: it has its own page.
 */
export async function getTrainingInfo(contentsid: number, signal?: AbortSignal): Promise<TrainingDetail> {
  const detail = await apiDatas<TrainingDetail | { conttype: 'course' }>(
    'GET',
    `/api/Contents/GetInfo/${contentsid}`,
    { signal },
  );
  if (detail.conttype !== 'training') throw new ApiError('', 'NOT_FOUND', 404);
  return detail;
}

export function trainingInfoQuery(contentsid: number, locale: string, useruid: string | null) {
  return queryOptions({
    queryKey: trainingKeys.training(contentsid, locale, useruid),
    queryFn: ({ signal }) => getTrainingInfo(contentsid, signal),
    enabled: Number.isInteger(contentsid) && contentsid > 0,
  });
}

export function useTrainingInfo(contentsid: number, locale: string, useruid: string | null) {
  return useQuery(trainingInfoQuery(contentsid, locale, useruid));
}
