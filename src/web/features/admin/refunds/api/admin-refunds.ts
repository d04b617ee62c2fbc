import type {
  AdminRefundItem,
  AdminRefundListQuery,
  RefundApproveBody,
  RefundApproved,
} from '@shared/contract/payment';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The console shows what members just did: its data is refetched whenever a screen or panel opens. */
const FRESH = 0;

import { api, apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type RefundFilter = ListFilter<AdminRefundListQuery>;

/** GET /api/Payment/Admin/Refunds: newest requests first or by a column, by decision status. */
export function refundsQuery(filter: RefundFilter, page: number) {
  return queryOptions({
    staleTime: FRESH,
    queryKey: adminKeys.refunds(filter, page),
    queryFn: ({ signal }) =>
      api<AdminRefundItem[]>('GET', '/api/Payment/Admin/Refunds', {
        query: { ...filter, page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRefunds(filter: RefundFilter, page: number) {
  return useQuery(refundsQuery(filter, page));
}

/** A decision changes the queue, the order and the dashboard figures: all admin data is refreshed. */
function useDecision<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST /api/Payment/Admin/ApproveRefund/{refundid}: cancels at the gateway, then records the refund. */
export function useApproveRefund() {
  return useDecision(({ refundid, ...body }: RefundApproveBody & { refundid: number }) =>
    apiDatas<RefundApproved>('POST', `/api/Payment/Admin/ApproveRefund/${refundid}`, { body }),
  );
}

/** POST /api/Payment/Admin/RejectRefund/{refundid} */
export function useRejectRefund() {
  return useDecision(({ refundid, note }: { refundid: number; note: string }) =>
    apiDatas<unknown>('POST', `/api/Payment/Admin/RejectRefund/${refundid}`, { body: { note } }),
  );
}
