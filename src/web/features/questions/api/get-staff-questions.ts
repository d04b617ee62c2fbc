import type { StaffQuestion } from '@shared/contract/questions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionKeys } from './keys';

export const STAFF_PAGE_SIZE = 20;
export type StaffFilter = 'unanswered' | 'all';

/** GET /api/Staff/Questions: the questions of the courses the caller answers for, unanswered first. */
export function staffQuestionsQuery(status: StaffFilter, page: number, locale: string) {
  return queryOptions({
    queryKey: questionKeys.staff(status, page, locale),
    queryFn: async ({ signal }) => {
      const envelope = await api<StaffQuestion[]>('GET', '/api/Staff/Questions', {
        query: { status, page, pageSize: STAFF_PAGE_SIZE },
        signal,
      });
      return { items: envelope.datas, total: envelope.total ?? envelope.datas.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function useStaffQuestions(status: StaffFilter, page: number, locale: string) {
  return useQuery(staffQuestionsQuery(status, page, locale));
}
