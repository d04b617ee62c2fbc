import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { AppError, authRequired, forbidden } from './errors';

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
  sessionId?: string;
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
  const claims = { uid: user.id, role: user.role, name: user.name, email: user.email };
  return new SignJWT(user.sessionId ? { ...claims, sid: user.sessionId } : claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.useruid)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keyOf(secret));
}

export async function verifyAccessToken(secret: string, token: string): Promise<SessionUser | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.uid !== 'number') return null;
    return {
      id: payload.uid,
      useruid: payload.sub,
      role: payload.role === 'admin' ? 'admin' : 'member',
      name: String(payload.name ?? ''),
      email: String(payload.email ?? ''),
      ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
    };
  } catch {
    return null;
  }
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
export async function authenticate(request: FastifyRequest, secret: string): Promise<void> {
  const access = request.routeOptions.config?.access ?? 'public';
  const token = bearerOf(request);
  request.user = token ? await verifyAccessToken(secret, token) : null;
  if (access === 'public') return;
  if (!request.user) throw token ? new AppError(401, 'TOKEN_EXPIRED', 'auth.sessionExpired') : authRequired();
  if (access === 'admin' && request.user.role !== 'admin') throw forbidden();
}

/** The caller of a member or admin route; the access hook has already guaranteed it. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw authRequired();
  return request.user;
}
