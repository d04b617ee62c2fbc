import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The servers of the end-to-end run: the main one (its catalogue stays as seeded, so visitor tests
 * can count on it), one whose access tokens expire fast, one where the admin specs change things, and
 * one per other payment provider (Toss, the PortOne stand-in).
 */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SHORT_TOKEN_PORT = MAIN_PORT + 1;
export const ADMIN_PORT = MAIN_PORT + 2;
export const TOSS_PORT = MAIN_PORT + 3;
export const PORTONE_PORT = MAIN_PORT + 4;
export const SMTP_PORT = MAIN_PORT + 25;
export const SHORT_TOKEN_TTL_SECONDS = 6;
export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const SHORT_TOKEN_URL = `http://127.0.0.1:${SHORT_TOKEN_PORT}`;
export const ADMIN_URL = `http://127.0.0.1:${ADMIN_PORT}`;
/** Configured for live Toss Payments; its browser SDK is replaced in the test at the network boundary. */
export const TOSS_URL = `http://127.0.0.1:${TOSS_PORT}`;
export const TOSS_CLIENT_KEY = 'test_ck_e2e_client';
/** Configured for the built-in PortOne V2 stand-in: its checkout is a page under /sandbox/portone. */
export const PORTONE_URL = `http://127.0.0.1:${PORTONE_PORT}`;
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? join(tmpdir(), `medivenus-e2e-mail-${MAIN_PORT}`);
