import type { EDU_TYPES, RECRUIT_TYPES, TrainingCard } from '@shared/contract/contents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const TRAINING_PAGE_SIZE = 10;

export interface TrainingFilter {
  edutype?: (typeof EDU_TYPES)[number];
  recruittype?: (typeof RECRUIT_TYPES)[number];
}

export interface TrainingPage {
  items: TrainingCard[];
  total: number;
}

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
    queryKey: ['contents', 'trainings', locale, filter, page],
    queryFn: ({ signal }) => searchTrainings(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTrainingSearch(filter: TrainingFilter, page: number, locale: string) {
  return useQuery(trainingSearchQuery(filter, page, locale));
}
