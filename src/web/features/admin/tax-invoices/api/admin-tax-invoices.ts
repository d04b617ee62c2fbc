import type {
  AdminTaxInvoiceItem,
  AdminTaxInvoiceListQuery,
  TaxInvoiceIssueBody,
  TaxInvoiceSummary,
} from '@shared/contract/tax-invoice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { consoleListQuery } from '../../api/console-list';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type TaxInvoiceFilter = ListFilter<AdminTaxInvoiceListQuery>;

/** GET /api/Admin/TaxInvoices: newest requests first, by status. */
export function taxInvoicesQuery(filter: TaxInvoiceFilter, page: number) {
  return consoleListQuery<AdminTaxInvoiceItem>(
    adminKeys.taxInvoices(filter, page),
    '/api/Admin/TaxInvoices',
    filter,
    page,
  );
}

export function useTaxInvoices(filter: TaxInvoiceFilter, page: number) {
  return useQuery(taxInvoicesQuery(filter, page));
}

/** POST /api/Admin/TaxInvoices/{taxInvoiceId}/Issue: the list and the order's detail change. */
export function useMarkTaxInvoiceIssued() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taxInvoiceId, ...body }: TaxInvoiceIssueBody & { taxInvoiceId: number }) =>
      apiDatas<TaxInvoiceSummary>('POST', `/api/Admin/TaxInvoices/${taxInvoiceId}/Issue`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
