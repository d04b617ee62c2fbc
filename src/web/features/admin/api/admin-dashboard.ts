import type { AdminDashboard } from '@shared/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const dashboardQuery = queryOptions({
  queryKey: adminKeys.dashboard(),
  queryFn: ({ signal }) => apiDatas<AdminDashboard>('GET', '/api/Admin/Dashboard', { signal }),
  refetchInterval: 60_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
