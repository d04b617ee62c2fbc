import type { AuditItem, auditListQuery } from '@shared/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type AuditFilter = ListFilter<z.input<typeof auditListQuery>>;

/** GET /api/Admin/AuditLog: who changed what, newest first, by actor, action, target and dates. */
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

/** Every entry the filter matches, for the CSV export. */
export function fetchAllAudit(filter: AuditFilter) {
  return fetchAllPages<AuditItem>('/api/Admin/AuditLog', filter);
}
