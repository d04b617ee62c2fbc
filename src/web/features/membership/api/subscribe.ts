import type { MyMembership, SubscribeBody } from '@shared/contract/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { couponKeys } from '../../coupon/api/keys';
import { learningKeys } from '../../learning/api/keys';
import { membershipKeys } from './keys';

/** POST /api/Membership/Subscribe: the first month is charged to the active card at once. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscribeBody) =>
      apiDatas<MyMembership>('POST', '/api/Membership/Subscribe', { body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
      void queryClient.invalidateQueries({ queryKey: couponKeys.all });
      // The membership's courses are the member's from now on: in my courses and in the player.
      void queryClient.invalidateQueries({ queryKey: learningKeys.all });
    },
  });
}
