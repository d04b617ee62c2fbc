import type { TaxInvoiceRequestBody } from '@shared/contract/tax-invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** POST /api/Payment/TaxInvoice/{paymentid}: answers 'Your tax invoice request has been received.' */
export function useRequestTaxInvoice(useruid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentid, body }: { paymentid: number; body: TaxInvoiceRequestBody }) =>
      (await api<unknown>('POST', `/api/Payment/TaxInvoice/${paymentid}`, { body })).respMessage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.history(useruid) }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.taxInvoiceBusiness(useruid) }),
      ]),
  });
}
