import type { CourseProgressItem } from '@shared/contract/admin-report';
import { useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Reports/Progress: per course, the members holding access, those who started and those who completed it. */
export function useProgressReport() {
  return useQuery({
    queryKey: adminKeys.reports.progress(),
    queryFn: ({ signal }) => apiDatas<CourseProgressItem[]>('GET', '/api/Admin/Reports/Progress', { signal }),
  });
}
