import type { MailOutboxItem } from '@shared/contract/mail-outbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/MailOutbox: newest first, by part of the recipient or the subject. */
export function mailOutboxQuery(q: string, page: number) {
  return queryOptions({
    staleTime: 0,
    queryKey: adminKeys.mailOutbox.list(q, page),
    queryFn: ({ signal }) =>
      api<MailOutboxItem[]>('GET', '/api/Admin/MailOutbox', {
        query: { q: q || undefined, page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMailOutbox(q: string, page: number) {
  return useQuery(mailOutboxQuery(q, page));
}
