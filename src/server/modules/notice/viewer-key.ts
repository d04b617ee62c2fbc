import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who is reading, for the once-per-day view count: the account when logged in, otherwise a keyed
 * hash of address and browser, so no IP address is stored.
 */
export function viewerKeyOf(request: FastifyRequest, secret: string): string {
  if (request.user) return `u:${request.user.id}`;
  const agent = request.headers['user-agent'] ?? '';
  return `a:${createHmac('sha256', secret).update(`${request.ip}\n${agent}`).digest('base64url').slice(0, 32)}`;
}
