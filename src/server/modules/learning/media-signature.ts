import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed media URLs. A token `<userId>.<expires>.<mac>` sits in the URL's path
 * (/media/videos/<videoid>/<token>/master.m3u8), so every playlist, segment and key URL a player
 * derives from the master (all relative) carries it: nothing is reachable without a valid,
 * unexpired signature bound to one member and one video.
 */

export type MediaTokenFailure = 'invalid' | 'expired';

function macOf(secret: Buffer, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

/** A key of its own for media URLs, derived from the server secret (rotating JWT_SECRET rotates it). */
export function mediaSecret(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('medivenus:media-url:v1').digest();
}

export function signMediaToken(
  secret: Buffer,
  grant: { videoId: number; userId: number; expiresAt: Date },
): string {
  const expires = Math.floor(grant.expiresAt.getTime() / 1000);
  const mac = macOf(secret, `video:${grant.videoId}:user:${grant.userId}:exp:${expires}`);
  return `${grant.userId}.${expires}.${mac}`;
}

const TOKEN = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function verifyMediaToken(
  secret: Buffer,
  videoId: number,
  token: string,
  now: Date,
): { ok: true; userId: number } | { ok: false; failure: MediaTokenFailure } {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, failure: 'invalid' };
  const [, user, expires, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(macOf(secret, `video:${videoId}:user:${user}:exp:${expires}`));
  const given = Buffer.from(mac);
  // The signature first: an attacker learns nothing about expiry from a forged token.
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, failure: 'invalid' };
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, failure: 'expired' };
  return { ok: true, userId: Number(user) };
}

/** A link to a certificate's PDF: bound to the number, valid for a few minutes. */
export function signDownload(
  secret: Buffer,
  subject: string,
  expiresAt: Date,
): { expires: number; signature: string } {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return { expires, signature: macOf(secret, `download:${subject}:exp:${expires}`) };
}

export function verifyDownload(
  secret: Buffer,
  subject: string,
  expires: number,
  signature: string,
  now: Date,
): MediaTokenFailure | null {
  const expected = Buffer.from(macOf(secret, `download:${subject}:exp:${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 <= now.getTime() ? 'expired' : null;
}
