import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

const COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What this server issues: 24 random bytes in base64url, which needs no decoding. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The browser's XSRF-TOKEN cookie as sent, if it has one (well-formed or not). */
export function readXsrfCookie(cookieHeader: string | undefined): string | null {
  const match = cookieHeader?.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/);
  return match ? match[1]! : null;
}

/**
 * Keeps the browser's token if it has one, so open tabs stay valid; a token this server could not
 * have issued (edited, truncated, from an older format) is replaced, so the browser recovers.
 */
export function xsrfCookie(cookieHeader: string | undefined): string {
  const current = readXsrfCookie(cookieHeader);
  const token = current && TOKEN.test(current) ? current : randomBytes(24).toString('base64url');
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
  const expected = Buffer.from(cookie);
  const echoed = typeof header === 'string' ? Buffer.from(header) : null;
  const ok = echoed !== null && echoed.length === expected.length && timingSafeEqual(echoed, expected);
  // Named as what it is: a reader told only "no permission" cannot tell that a reload fixes it.
  if (!ok) throw new AppError(403, 'XSRF', 'request.xsrfMissing');
}
