import type { FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../domain/access-token';
import type { SessionRegistry } from '../domain/session-registry';
import type { SessionUser } from '../domain/session-user';
import { AppError, authRequired, forbidden } from './errors';

/**
 * Who may call a route: checked before the body is validated. `instructor` routes admit instructors
 * and operators; their services then scope an instructor to the courses assigned to them
 * (modules/instructors/course-staff.ts).
 */
export type Access = 'public' | 'member' | 'instructor' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
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
  if (access === 'instructor' && request.user.role === 'member') throw forbidden();
}

/** The caller of a member or admin route; the access hook has already guaranteed it. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw authRequired();
  return request.user;
}
