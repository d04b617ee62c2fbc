import type { ContentsDetail } from '@shared/contract/contents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/Contents/GetInfo/{id}: the item being bought, course or training, as the caller sees it. */
export function contentsInfoQuery(contentsid: number, locale: string, useruid: string) {
  return queryOptions({
    queryKey: paymentKeys.item(contentsid, locale, useruid),
    queryFn: ({ signal }) =>
      apiDatas<ContentsDetail>('GET', `/api/Contents/GetInfo/${contentsid}`, { signal }),
    enabled: Number.isInteger(contentsid) && contentsid > 0,
  });
}

export function useContentsInfo(contentsid: number, locale: string, useruid: string) {
  return useQuery(contentsInfoQuery(contentsid, locale, useruid));
}
