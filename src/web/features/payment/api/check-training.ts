import { apiDatas } from '../../../lib/api-client';

/** GET /api/Payment/checktraining/{id}: rejects with 'No seats available for the course.' when full or closed. */
export function checkTraining(contentsid: number) {
  return apiDatas<{ contentsid: number; capacity: number | null; seatsLeft: number | null; available: true }>(
    'GET',
    `/api/Payment/checktraining/${contentsid}`,
  );
}
