import type { CertificateLang, IssuedCertificate } from '@shared/contract/learning';
import { useMutation } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';

/** POST /api/Learning/IssueCertificate/{contentsid}: the number and a short-lived PDF link. */
export function useIssueCertificate() {
  return useMutation({
    mutationFn: ({ contentsid, lang }: { contentsid: number; lang: CertificateLang }) =>
      apiDatas<IssuedCertificate>('POST', `/api/Learning/IssueCertificate/${contentsid}`, { body: { lang } }),
  });
}
