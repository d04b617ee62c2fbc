import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { videos } from '../../db/schema/catalogue';
import { verifyAccessToken } from '../../domain/access-token';
import { forbidden, recordNotFound } from '../../domain/errors';
import type { StoredObject } from '../../integrations/storage/storage';
import { RENDITIONS } from '../../integrations/video/hls-transcoder';
import { videoStorageKey } from '../../integrations/video/video-storage-keys';
import { assertMayWatch } from '../account/account-status';
import { mediaSecret, verifyMediaToken } from './media-signature';

/** The files of a video's HLS tree a player may ask for; anything else is simply not found. */
const RENDITION_NAMES = RENDITIONS.map((rendition) => rendition.name).join('|');
const SERVABLE = new RegExp(
  `^(master\\.m3u8|enc\\.key|poster\\.jpg|v(${RENDITION_NAMES})/(index\\.m3u8|seg\\d{3,5}\\.ts))$`,
);

export type MediaKind = 'playlist' | 'segment' | 'key' | 'poster';

export interface MediaFile {
  file: StoredObject;
  kind: MediaKind;
  contentType: string;
}

function kindOf(path: string): { kind: MediaKind; contentType: string } {
  if (path.endsWith('.m3u8')) return { kind: 'playlist', contentType: 'application/vnd.apple.mpegurl' };
  if (path.endsWith('.ts')) return { kind: 'segment', contentType: 'video/mp2t' };
  if (path.endsWith('.key')) return { kind: 'key', contentType: 'application/octet-stream' };
  return { kind: 'poster', contentType: 'image/jpeg' };
}

/**
 * Ready videos' storage prefixes: they never change, and segments are asked for many times a minute.
 * Kept per database, since a video id names a video of one database only.
 */
const prefixesByDatabase = new WeakMap<AppContext['db'], Map<number, string>>();
const PREFIX_CACHE_LIMIT = 2_000;

async function readyPrefix(ctx: AppContext, videoId: number): Promise<string | null> {
  let prefixes = prefixesByDatabase.get(ctx.db);
  if (!prefixes) {
    prefixes = new Map();
    prefixesByDatabase.set(ctx.db, prefixes);
  }
  const cached = prefixes.get(videoId);
  if (cached) return cached;
  const [row] = await ctx.db
    .select({ storagePrefix: videos.storagePrefix, status: videos.status })
    .from(videos)
    .where(eq(videos.id, videoId));
  if (row?.status !== 'ready') return null;
  if (prefixes.size >= PREFIX_CACHE_LIMIT) prefixes.clear();
  prefixes.set(videoId, row.storagePrefix);
  return row.storagePrefix;
}

/**
 * A file of a video's HLS tree behind a signed URL. Refused (403) without a valid, unexpired
 * signature for this video, or when the caller shows the session of a different member than the
 * one the URL was issued to.
 */
export async function openMediaFile(
  ctx: AppContext,
  input: { videoId: number; token: string; path: string; authorization?: string },
): Promise<MediaFile> {
  const verdict = verifyMediaToken(mediaSecret(ctx.config.JWT_SECRET), input.videoId, input.token, ctx.now());
  if (!verdict.ok) {
    throw verdict.failure === 'expired'
      ? forbidden('MEDIA_LINK_EXPIRED', 'learning.mediaLinkExpired')
      : forbidden('MEDIA_LINK_INVALID', 'learning.mediaLinkInvalid');
  }
  // A link handed out before a suspension stops working with it, not at its own expiry.
  await assertMayWatch(ctx, verdict.userId);
  if (input.authorization?.startsWith('Bearer ')) {
    const session = await verifyAccessToken(ctx.config.JWT_SECRET, input.authorization.slice(7).trim());
    if (session && session.id !== verdict.userId)
      throw forbidden('MEDIA_OTHER_MEMBER', 'learning.mediaOtherMember');
  }
  if (!SERVABLE.test(input.path)) throw recordNotFound();
  const prefix = await readyPrefix(ctx, input.videoId);
  if (!prefix) throw recordNotFound('learning.videoNotFound');
  const file = await ctx.storage.openPrivate(videoStorageKey({ storagePrefix: prefix }, input.path));
  if (!file) throw recordNotFound();
  return { file, ...kindOf(input.path) };
}
