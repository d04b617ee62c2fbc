import type { CourseDetail } from '@shared/contract/contents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiDatas } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/**
 * GET /api/Contents/GetInfo/{id} for a course. The purchase state depends on the caller, so the
 * account is part of the key. A training id answers as not found here: it has its own page.
 */
export async function getCourseInfo(contentsid: number, signal?: AbortSignal): Promise<CourseDetail> {
  const detail = await apiDatas<CourseDetail | { conttype: 'training' }>(
    'GET',
    `/api/Contents/GetInfo/${contentsid}`,
    { signal },
  );
  if (detail.conttype !== 'course') throw new ApiError('', 'NOT_FOUND', 404);
  return detail;
}

export function courseInfoQuery(contentsid: number, locale: string, useruid: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.course(contentsid, locale, useruid),
    queryFn: ({ signal }) => getCourseInfo(contentsid, signal),
    enabled: Number.isInteger(contentsid) && contentsid > 0,
  });
}

export function useCourseInfo(contentsid: number, locale: string, useruid: string | null) {
  return useQuery(courseInfoQuery(contentsid, locale, useruid));
}
