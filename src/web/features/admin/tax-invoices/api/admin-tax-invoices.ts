import type {
  AdminTaxInvoiceItem,
  AdminTaxInvoiceListQuery,
  TaxInvoiceIssueBody,
  TaxInvoiceSummary,
} from '@shared/contract/tax-invoice';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type TaxInvoiceFilter = ListFilter<AdminTaxInvoiceListQuery>;

/** GET /api/Admin/TaxInvoices: newest requests first, by status; refetched whenever the screen opens. */
export function taxInvoicesQuery(filter: TaxInvoiceFilter, page: number) {
  return queryOptions({
    staleTime: 0,
    queryKey: adminKeys.taxInvoices(filter, page),
    queryFn: ({ signal }) =>
      api<AdminTaxInvoiceItem[]>('GET', '/api/Admin/TaxInvoices', {
        query: { ...filter, page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
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
