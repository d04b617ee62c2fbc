import type { MailOutboxDetail } from '@shared/contract/mail-outbox';
import { useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/MailOutbox/{id}: the mail's text, links included. */
export function useMailOutboxEntry(id: number | null) {
  return useQuery({
    queryKey: adminKeys.mailOutbox.entry(id ?? 0),
    queryFn: ({ signal }) => apiDatas<MailOutboxDetail>('GET', `/api/Admin/MailOutbox/${id}`, { signal }),
    enabled: id !== null,
  });
}
