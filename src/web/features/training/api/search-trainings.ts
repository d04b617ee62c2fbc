import type { TrainingCard } from '@shared/contract/contents';
import type { TrainingFilter, TrainingPage } from '@shared/contract/server-render';

export type { TrainingFilter, TrainingPage };

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trainingKeys } from './keys';

export const TRAINING_PAGE_SIZE = 10;

/** GET /api/Contents/search/training: sessions in date order, paged. */
export async function searchTrainings(
  filter: TrainingFilter,
  page: number,
  signal?: AbortSignal,
): Promise<TrainingPage> {
  const envelope = await api<TrainingCard[]>('GET', '/api/Contents/search/training', {
    query: { ...filter, page, pageSize: TRAINING_PAGE_SIZE },
    signal,
  });
  return { items: envelope.datas, total: envelope.total ?? 0 };
}

export function trainingSearchQuery(filter: TrainingFilter, page: number, locale: string) {
  return queryOptions({
    queryKey: trainingKeys.list(locale, filter, page),
    queryFn: ({ signal }) => searchTrainings(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTrainingSearch(filter: TrainingFilter, page: number, locale: string) {
  return useQuery(trainingSearchQuery(filter, page, locale));
}
