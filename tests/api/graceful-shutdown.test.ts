import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../fixtures/server-process';

const APP_HEADERS = { 'x-app-id': 'medivenus-web', 'x-app-key': 'medivenus-web-public-key' };
const DRAIN_MS = 1500;
const GRACE_MS = 8000;

/**
 * A login whose body arrives in two parts, the second when the test says: a request in flight
 * across the SIGTERM. Answers the status and the time it came.
 */
function slowLogin(baseUrl: string) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-pass99', keepLogin: false });
  const half = Math.floor(body.length / 2);
  const outgoing = request(`${baseUrl}/api/account/login`, {
    method: 'POST',
    agent: false,
    headers: {
      ...APP_HEADERS,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'accept-language': 'en',
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    outgoing.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', reject);
  });
  outgoing.write(body.slice(0, half));
  return {
    answered,
    finish: () => outgoing.end(body.slice(half)),
  };
}

describe('graceful shutdown', () => {
  it('on SIGTERM: /healthz turns 503 at once, requests are still served, the one in flight completes, exit 0 within the grace period', async () => {
    const server = await startServerProcess({
      NODE_ENV: 'test',
      SEED: 'none',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'medivenus-shutdown-')),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'warn',
      VIDEO_WORKER: 'off',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    });
    const inFlight = slowLogin(server.baseUrl);
    // The request's headers have reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'draining', database: true });
    expect(health.headers.get('connection')).toBe('close');
    const served = await fetch(`${server.baseUrl}/api/Category/GetList?isactive=1&pcategoryid=0`, {
      headers: APP_HEADERS,
    });
    expect(served.status).toBe(200);

    // The drain period passes with the request still open; the server waits for it.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS + 500));
    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' });

    expect(await server.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(GRACE_MS);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  }, 180_000);
});
