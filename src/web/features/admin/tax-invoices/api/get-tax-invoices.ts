import type { AdminTaxInvoiceItem, AdminTaxInvoiceListQuery } from '@shared/contract/tax-invoice';
import { useQuery } from '@tanstack/react-query';
import { consoleListQuery } from '../../api/console-list';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type TaxInvoiceFilter = ListFilter<AdminTaxInvoiceListQuery>;

/** GET /api/Admin/TaxInvoices: newest requests first, by status. */
export function taxInvoicesQuery(filter: TaxInvoiceFilter, page: number) {
  return consoleListQuery<AdminTaxInvoiceItem, typeof filter>(
    adminKeys.taxInvoices,
    '/api/Admin/TaxInvoices',
    filter,
    page,
  );
}

export function useTaxInvoices(filter: TaxInvoiceFilter, page: number) {
  return useQuery(taxInvoicesQuery(filter, page));
}
