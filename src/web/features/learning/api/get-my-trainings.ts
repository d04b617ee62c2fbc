import type { MyTraining } from '@shared/contract/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { learningKeys } from './keys';

/** GET /api/Learning/MyTrainings: the member's paid training seats with date, place and attendance. */
export function myTrainingsQuery(useruid: string, locale: string) {
  return queryOptions({
    queryKey: learningKeys.myTrainings(useruid, locale),
    queryFn: ({ signal }) => apiDatas<MyTraining[]>('GET', '/api/Learning/MyTrainings', { signal }),
    enabled: Boolean(useruid),
    staleTime: 0,
  });
}

export function useMyTrainings(useruid: string, locale: string) {
  return useQuery(myTrainingsQuery(useruid, locale));
}
