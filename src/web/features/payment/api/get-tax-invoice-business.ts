import type { taxInvoiceBusinessOnFile } from '@shared/contract/tax-invoice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDatas } from '../../../lib/api-client';
import { paymentKeys } from './keys';

export type TaxInvoiceBusinessOnFile = z.infer<typeof taxInvoiceBusinessOnFile>;

/** GET /api/Payment/TaxInvoice/Business: the partner's business as signed up, to prefill the request. */
export function taxInvoiceBusinessQuery(useruid: string) {
  return queryOptions({
    queryKey: paymentKeys.taxInvoiceBusiness(useruid),
    queryFn: ({ signal }) =>
      apiDatas<TaxInvoiceBusinessOnFile>('GET', '/api/Payment/TaxInvoice/Business', { signal }),
  });
}

export function useTaxInvoiceBusiness(useruid: string) {
  return useQuery(taxInvoiceBusinessQuery(useruid));
}
