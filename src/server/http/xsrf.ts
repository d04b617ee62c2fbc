import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

const COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readXsrfCookie(cookieHeader: string | undefined): string | null {
  const match = cookieHeader?.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** Keeps the browser's token if it has one, so open tabs stay valid. */
export function xsrfCookie(cookieHeader: string | undefined): string {
  const token = readXsrfCookie(cookieHeader) ?? randomBytes(24).toString('base64url');
  return `${COOKIE}=${token}; Path=/; SameSite=Strict`;
}

/**
 * Double-submit check (the XSRF-TOKEN cookie / X-XSRF-TOKEN header convention): a browser that
 * carries the cookie must echo it on state-changing calls. Callers without the cookie (API clients,
 * the payment gateway) authenticate by app headers and bearer tokens instead.
 */
export function assertXsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = readXsrfCookie(request.headers.cookie);
  if (!cookie) return;
  const header = request.headers['x-xsrf-token'];
  const ok =
    typeof header === 'string' &&
    header.length === cookie.length &&
    timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
  if (!ok) throw new AppError(403, 'XSRF', 'errors.forbidden');
}
