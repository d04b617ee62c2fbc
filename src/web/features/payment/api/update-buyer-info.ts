import type { BuyerInfo } from '@shared/contract/payment';
import { useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { buyerInfoQuery } from './get-buyer-info';

/** PUT /api/Payment/UpdateUserInfo: the order is made with the saved details, so they are saved first. */
export function useUpdateBuyerInfo(useruid: string) {
  const queryClient = useQueryClient();
  return async (body: BuyerInfo) => {
    const saved = await apiDatas<BuyerInfo>('PUT', '/api/Payment/UpdateUserInfo', { body });
    queryClient.setQueryData(buyerInfoQuery(useruid).queryKey, saved);
    return saved;
  };
}
