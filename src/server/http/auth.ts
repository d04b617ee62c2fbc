import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { AppError, authRequired, forbidden } from './errors';
import type { SessionRegistry } from './session-registry';

export type Role = 'member' | 'admin';
/** Who may call a route: checked before the body is validated. */
export type Access = 'public' | 'member' | 'admin';

export interface SessionUser {
  id: number;
  useruid: string;
  role: Role;
  name: string;
  email: string;
  /** The refresh-token family this access token was issued with (claim `sid`); logout revokes it. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

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
      role: payload.role === 'admin' ? 'admin' : 'member',
      name: String(payload.name ?? ''),
      email: String(payload.email ?? ''),
      sessionId: payload.sid,
    };
  } catch {
    return null;
  }
}

/**
 * The caller of a genuine token whose session still runs (not logged out, revoked or ended by a
 * password, status or role change), with the role the account has now rather than the one claimed.
 */
async function liveCaller(
  secret: string,
  sessions: SessionRegistry,
  token: string,
): Promise<SessionUser | null> {
  const claimed = await verifyAccessToken(secret, token);
  if (!claimed) return null;
  const account = await sessions.session(claimed.id, claimed.sessionId);
  if (account?.status !== 'active') return null;
  return { ...claimed, role: account.role };
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Resolves the caller and enforces the route's access rule. Public routes still learn who calls
 * (a course page shows 'already enrolled'), but an invalid token there is simply ignored.
 */
export async function authenticate(
  request: FastifyRequest,
  secret: string,
  sessions: SessionRegistry,
): Promise<void> {
  const access = request.routeOptions.config?.access ?? 'public';
  const token = bearerOf(request);
  request.user = token ? await liveCaller(secret, sessions, token) : null;
  if (access === 'public') return;
  if (!request.user) throw token ? new AppError(401, 'TOKEN_EXPIRED', 'auth.sessionExpired') : authRequired();
  if (access === 'admin' && request.user.role !== 'admin') throw forbidden();
}

/** The caller of a member or admin route; the access hook has already guaranteed it. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw authRequired();
  return request.user;
}
