import type { TaxInvoiceIssueBody, TaxInvoiceSummary } from '@shared/contract/tax-invoice';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/TaxInvoices/{taxInvoiceId}/Issue: the list and the order's detail change. */
export function useMarkTaxInvoiceIssued() {
  return useConsoleWrite(
    ({ taxInvoiceId, ...body }: TaxInvoiceIssueBody & { taxInvoiceId: number }) =>
      apiDatas<TaxInvoiceSummary>('POST', `/api/Admin/TaxInvoices/${taxInvoiceId}/Issue`, { body }),
    [adminKeys.all],
  );
}
