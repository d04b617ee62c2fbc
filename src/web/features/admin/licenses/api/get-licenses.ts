import type { LicenseQueueItem } from '@shared/contract/license';
import { useQuery } from '@tanstack/react-query';
import { consoleListQuery } from '../../api/console-list';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Licenses: licences waiting for review, the longest waiting first. */
export function licensesQuery(page: number) {
  return consoleListQuery<LicenseQueueItem, object>(
    (_filter, pageNumber) => adminKeys.licenses(pageNumber),
    '/api/Admin/Licenses',
    {},
    page,
  );
}

export function useLicenses(page: number) {
  return useQuery(licensesQuery(page));
}
