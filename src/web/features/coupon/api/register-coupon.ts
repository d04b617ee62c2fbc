import type { CouponItem } from '@shared/contract/coupon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponKeys } from './keys';

/**
 * POST /api/Coupon/Registration/{couponnumber}. Answers the server's message ('The coupon has been
 * registered.') and refreshes every coupon list of the account, the my-page sidebar count included.
 */
export function useRegisterCoupon(useruid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (couponnumber: string) => {
      const envelope = await api<CouponItem>(
        'POST',
        `/api/Coupon/Registration/${encodeURIComponent(couponnumber)}`,
      );
      return { coupon: envelope.datas, message: envelope.respMessage };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.mine(useruid) }),
  });
}
