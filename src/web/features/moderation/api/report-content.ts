import type { ReportBody, ReportReceipt } from '@shared/contract/moderation';
import { useMutation } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';

/** POST /api/Moderation/Report: once per member and target; a repeat answers the first report. */
export function useReportContent() {
  return useMutation({
    mutationFn: (body: ReportBody) => apiDatas<ReportReceipt>('POST', '/api/Moderation/Report', { body }),
  });
}
