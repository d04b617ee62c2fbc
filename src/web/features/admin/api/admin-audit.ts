import type { AuditItem } from '@shared/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function auditQuery(action: string, page: number) {
  return queryOptions({
    queryKey: ['admin', 'audit', action, page],
    queryFn: ({ signal }) =>
      api<AuditItem[]>('GET', '/api/Admin/AuditLog', {
        query: { action: action || undefined, page, pageSize: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(action: string, page: number) {
  return useQuery(auditQuery(action, page));
}
