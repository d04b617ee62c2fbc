import type { CertificateLang, IssuedCertificate } from '@shared/contract/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { learningKeys } from './keys';

/** POST /api/Learning/IssueCertificate/{contentsid}: the number and a short-lived PDF link. */
export function useIssueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contentsid, lang }: { contentsid: number; lang: CertificateLang }) =>
      apiDatas<IssuedCertificate>('POST', `/api/Learning/IssueCertificate/${contentsid}`, { body: { lang } }),
    // The first issue gives the course its number: my courses and the player show it from then on.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: learningKeys.all }),
  });
}
