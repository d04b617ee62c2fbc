import type { AuditItem, auditListQuery } from '@shared/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ListFilter } from '../components/use-list-filters';
import { adminKeys } from './keys';

export type AuditFilter = ListFilter<z.input<typeof auditListQuery>>;

export function auditQuery(filter: AuditFilter, page: number) {
  return queryOptions({
    queryKey: adminKeys.audit.list(filter, page),
    queryFn: ({ signal }) =>
      api<AuditItem[]>('GET', '/api/Admin/AuditLog', { query: { ...filter, page, pageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(filter: AuditFilter, page: number) {
  return useQuery(auditQuery(filter, page));
}

/** The actions the log holds, for the filter. */
export function useAuditActions() {
  return useQuery({
    queryKey: adminKeys.audit.actions(),
    queryFn: ({ signal }) => api<string[]>('GET', '/api/Admin/AuditLog/Actions', { signal }),
    select: (envelope) => envelope.datas,
  });
}
