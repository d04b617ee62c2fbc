import type { VideoSource } from '@shared/contract/learning';
import { apiDatas } from '../../../lib/api-client';
import { videoSourcePath } from './video-source-path';

/**
 * GET /api/Contents/GetVideoSourceUrl/{videoid}: a signed master-playlist URL (about ten minutes).
 * Called imperatively, never cached: the player asks again before the URL expires.
 */
export function getVideoSource(videoid: number, signal?: AbortSignal): Promise<VideoSource> {
  return apiDatas<VideoSource>('GET', videoSourcePath(videoid), { signal });
}
