import type { trainingAvailability } from '@shared/contract/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDatas } from '../../../lib/api-client';
import { paymentKeys } from './keys';

type TrainingAvailability = z.infer<typeof trainingAvailability>;

/**
 * GET /api/Payment/checktraining/{id}: rejects with the server's words, 'This session has been cancelled.'
 * (SESSION_CANCELED) when called off, 'No seats available for the course.' (NO_SEATS) when full or closed.
 */
export function checkTraining(contentsid: number) {
  return apiDatas<TrainingAvailability>('GET', `/api/Payment/checktraining/${contentsid}`);
}

/** Asked on arrival at checkout (sparing a form for a full session) and again right before ordering. */
export function trainingSeatsQuery(contentsid: number, enabled: boolean) {
  return queryOptions({
    queryKey: paymentKeys.seats(contentsid),
    queryFn: () => checkTraining(contentsid),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

export function useTrainingSeats(contentsid: number, enabled: boolean) {
  return useQuery(trainingSeatsQuery(contentsid, enabled));
}
