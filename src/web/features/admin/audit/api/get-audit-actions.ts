import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/AuditLog/Actions: the actions the log holds, for the filter. */
export function useAuditActions() {
  return useQuery({
    queryKey: adminKeys.audit.actions(),
    queryFn: ({ signal }) => api<string[]>('GET', '/api/Admin/AuditLog/Actions', { signal }),
    select: (envelope) => envelope.datas,
  });
}
