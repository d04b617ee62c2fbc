import { CREDIT_REPORT_ROWS_HEADER, type CreditReportQuery } from '@shared/contract/credits';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/download';

/**
 * GET /api/Admin/Contents/{contentsid}/CreditReport: the members who earned the credits in a period,
 * as CSV or XLSX for the accrediting body (decision 104). Hands the file to the browser and answers
 * how many members it lists (0: only its header). Each download is audited on the server.
 */
export function useDownloadCreditReport(contentsid: number) {
  return useMutation({
    mutationFn: async (query: CreditReportQuery) => {
      const { blob, filename, headers } = await apiFile(`/api/Admin/Contents/${contentsid}/CreditReport`, {
        query,
      });
      saveBlob(blob, filename ?? `credit-report-${contentsid}.${query.format}`);
      return Number(headers.get(CREDIT_REPORT_ROWS_HEADER) ?? 0);
    },
  });
}
