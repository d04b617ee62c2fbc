import type { CertificateInfo } from '@shared/contract/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { learningKeys } from './keys';

/** GET /api/Learning/VerifyCertificate/{number}: public. */
export function certificateQuery(number: string, locale: string) {
  return queryOptions({
    queryKey: learningKeys.certificate(number, locale),
    queryFn: ({ signal }) =>
      apiDatas<CertificateInfo>('GET', `/api/Learning/VerifyCertificate/${encodeURIComponent(number)}`, {
        signal,
      }),
    enabled: Boolean(number),
    retry: false,
  });
}

export function useCertificate(number: string, locale: string) {
  return useQuery(certificateQuery(number, locale));
}
