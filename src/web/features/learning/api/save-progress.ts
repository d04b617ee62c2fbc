import type { SavedProgress, SaveProgressBody } from '@shared/contract/learning';
import { apiDatas } from '../../../lib/api-client';

/**
 * POST /api/Learning/SaveProgress. Sent with fetch keepalive (not sendBeacon, which cannot carry the
 * app headers and bearer token), so the save on leaving the page still arrives.
 */
export function saveProgress(body: SaveProgressBody, keepalive = false): Promise<SavedProgress> {
  return apiDatas<SavedProgress>('POST', '/api/Learning/SaveProgress', { body, keepalive });
}
