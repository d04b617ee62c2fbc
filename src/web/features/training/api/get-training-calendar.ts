import type { TrainingCard } from '@shared/contract/contents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { trainingKeys } from './keys';
import type { TrainingFilter } from './search-trainings';

/** GET /api/Contents/search/calendar/{year}/{month}: the month's sessions (month 1–12). */
export function trainingCalendarQuery(year: number, month: number, filter: TrainingFilter, locale: string) {
  return queryOptions({
    queryKey: trainingKeys.calendar(locale, year, month, filter),
    queryFn: ({ signal }) =>
      apiDatas<TrainingCard[]>('GET', `/api/Contents/search/calendar/${year}/${month}`, {
        query: { ...filter },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTrainingCalendar(year: number, month: number, filter: TrainingFilter, locale: string) {
  return useQuery(trainingCalendarQuery(year, month, filter, locale));
}
