import type { AdminDashboard } from '@shared/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Dashboard: today's figures and the queues waiting for an operator, read again every minute. */
export const dashboardQuery = queryOptions({
  queryKey: adminKeys.dashboard(),
  queryFn: ({ signal }) => apiDatas<AdminDashboard>('GET', '/api/Admin/Dashboard', { signal }),
  refetchInterval: 60_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
