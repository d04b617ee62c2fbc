import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Contents/{contentsid}: a course or session whole, for its editor. */
export function contentsQuery(contentsid: number) {
  return queryOptions({
    queryKey: adminKeys.contents.detail(contentsid),
    queryFn: ({ signal }) =>
      apiDatas<AdminContentsDetail>('GET', `/api/Admin/Contents/${contentsid}`, { signal }),
  });
}

export function useContents(contentsid: number | null) {
  return useQuery({ ...contentsQuery(contentsid ?? 0), enabled: contentsid !== null });
}
