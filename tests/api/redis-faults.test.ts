import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { FAQ_CATEGORIES } from '@shared/contract/board';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../fixtures/api-client';
import { medicalJoin, seededTokens, signUp, uniqueIp } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

/** A port where nothing listens: Redis is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server that accepts connections and never answers: Redis is hung (or the network drops replies). */
const sockets: Socket[] = [];
const hung: Server = createServer((socket) => {
  // The server under test resets a connection that left a command unanswered.
  socket.on('error', () => {});
  sockets.push(socket);
});
await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  hung.close();
});

const down = useTestApp({ seed: true, env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } });
const stuck = useTestApp({
  seed: true,
  env: { REDIS_URL: `redis://127.0.0.1:${(hung.address() as AddressInfo).port}`, REDIS_TIMEOUT_MS: '300' },
});

async function wrongLogins(app: ReturnType<typeof down>, email: string, times: number) {
  const statuses: number[] = [];
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const response = await apiClient(app).post(
      '/api/account/login',
      { email, password: 'Wrong-pass99', keepLogin: false },
      {
        ip: uniqueIp(),
      },
    );
    durations.push(performance.now() - started);
    statuses.push(response.status);
  }
  return { statuses, durations };
}

describe('rate limits when Redis fails', () => {
  it('Redis down: the per-account login limit still stops the 11th wrong password', async () => {
    const account = await signUp(down(), medicalJoin());
    const { statuses } = await wrongLogins(down(), account.email, 12);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('Redis hung: logins answer within a second and the limit holds', async () => {
    const account = await signUp(stuck(), medicalJoin());
    const { statuses, durations } = await wrongLogins(stuck(), account.email, 11);
    expect(Math.max(...durations)).toBeLessThan(1_000);
    expect(statuses.at(-1)).toBe(429);
  });

  it('Redis hung: an admin save answers within a second (its cache invalidation gives up on Redis)', async () => {
    const { admin } = await seededTokens(stuck());
    const started = performance.now();
    const saved = await apiClient(stuck()).post(
      '/api/Board/SaveFaq',
      {
        category: FAQ_CATEGORIES[0],
        question: { ko: '질문', en: 'Question' },
        answer: { ko: '<p>답변</p>', en: '<p>Answer</p>' },
        sort: 99,
      },
      { token: admin },
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(saved.status).toBeLessThan(500);
  });
});
