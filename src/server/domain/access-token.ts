import { ROLES } from '@shared/contract/account-values';
import { jwtVerify, SignJWT } from 'jose';
import type { SessionUser } from './session-user';

// The bearer check (http/auth.ts), the token issuer (modules/account/tokens.ts) and signed media
// links (modules/learning/media.service.ts) read the same claims, so the format lives here once.

function keyOf(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: string,
  ttlSeconds: number,
  user: SessionUser,
): Promise<string> {
  const claims = { uid: user.id, role: user.role, name: user.name, email: user.email, sid: user.sessionId };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.useruid)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keyOf(secret));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The claims of a genuine, unexpired token, as they were when it was signed. A token without an
 * expiry or an issue time is refused, as is one without a session: nothing could ever end it.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<SessionUser | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    });
    if (typeof payload.uid !== 'number' || typeof payload.sid !== 'string' || !UUID.test(payload.sid))
      return null;
    return {
      id: payload.uid,
      useruid: payload.sub!,
      role: ROLES.find((role) => role === payload.role) ?? 'member',
      name: String(payload.name ?? ''),
      email: String(payload.email ?? ''),
      sessionId: payload.sid,
    };
  } catch {
    return null;
  }
}
