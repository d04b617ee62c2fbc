import type { ContentsDetail } from '@shared/contract/contents';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiDatas } from './api-client';

/**
 * GET /api/Contents/GetInfo/{id}: a course or a training session as the caller sees it (enrolled,
 * holding a seat), so the account is part of the key. The course page, the session page and checkout
 * share this one query and this one key; it sits in the catalogue's 'contents' family, so an
 * operator's change to a course (which invalidates ['contents']) reaches all three.
 */
export const contentsInfoKey = (contentsid: number, locale: string, useruid: string | null) =>
  ['contents', 'info', contentsid, locale, useruid] as const;

export function contentsInfoQuery(contentsid: number, locale: string, useruid: string | null) {
  return queryOptions({
    queryKey: contentsInfoKey(contentsid, locale, useruid),
    queryFn: ({ signal }) =>
      apiDatas<ContentsDetail>('GET', `/api/Contents/GetInfo/${contentsid}`, { signal }),
    enabled: Number.isInteger(contentsid) && contentsid > 0,
  });
}

/**
 * For a page of one kind (a course's, a session's): an id of the other kind answers as not found
 * there, since it has its own page. Used as the query's `select`, which keeps the one cache entry.
 */
export function onlyOfType<Type extends ContentsDetail['conttype']>(conttype: Type) {
  return (detail: ContentsDetail): Extract<ContentsDetail, { conttype: Type }> => {
    if (detail.conttype !== conttype) throw new ApiError('', 'NOT_FOUND', 404);
    return detail as Extract<ContentsDetail, { conttype: Type }>;
  };
}
