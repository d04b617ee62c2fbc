import type { AddressInfo, Socket } from 'node:net';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema/account';
import { enrolments } from '../../src/server/db/schema/learning';
import { orders } from '../../src/server/db/schema/payment';
import { apiClient } from '../fixtures/api-client';
import { createCourse, createMember, medicalJoin, signUp } from '../fixtures/factories';
import { checkout, confirm, createOrder } from '../fixtures/payment-flow';
import { useTestApp } from '../fixtures/test-app';

/**
 * Each outside service the server calls, hung: it accepts the connection and never answers. Every
 * call gives up at its configured timeout and the caller gets a clear, localised answer.
 */
const sockets: Socket[] = [];
const hung = createServer((socket) => sockets.push(socket));
await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
const hungPort = (hung.address() as AddressInfo).port;
const hungUrl = `http://127.0.0.1:${hungPort}`;
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  hung.close();
});

const TIMEOUT_MS = 400;
/** The timeout plus the request's own work on a busy machine. */
const BOUND_MS = TIMEOUT_MS + 1200;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('when an outside service hangs', () => {
  let gatewayHung = false;
  const testApp = useTestApp({
    listen: true,
    env: {
      NTS_SERVICE_KEY: 'nts-key',
      NTS_API_URL: hungUrl,
      NTS_TIMEOUT_MS: String(TIMEOUT_MS),
      JUSO_API_KEY: 'juso-key',
      JUSO_API_URL: hungUrl,
      JUSO_TIMEOUT_MS: String(TIMEOUT_MS),
      SMTP_URL: `smtp://127.0.0.1:${hungPort}`,
      SMTP_TIMEOUT_MS: String(TIMEOUT_MS),
      TOSS_TIMEOUT_MS: String(TIMEOUT_MS),
    },
    // The sandbox gateway's API is reached at the internal address: the test can send it to the hung peer.
    build: { internalUrl: () => (gatewayHung ? hungUrl : (testApp().baseUrl as string)) },
  });

  it('the tax service: the business check says it is unavailable (503), at NTS_TIMEOUT_MS', async () => {
    const { result, ms } = await timed(() =>
      apiClient(testApp()).post('/api/account/checkbusiness', { businessNumber: '2208162517' }),
    );
    expect(ms).toBeLessThan(BOUND_MS);
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({
      code: 'BUSINESS_CHECK_UNAVAILABLE',
      respMessage: 'The business registration status could not be checked. Please try again later.',
    });
  });

  it('the address search: the form is told to take the address as typed (503), at JUSO_TIMEOUT_MS', async () => {
    const { result, ms } = await timed(() =>
      apiClient(testApp()).get(`/api/account/address?keyword=${encodeURIComponent('테헤란로 152')}`),
    );
    expect(ms).toBeLessThan(BOUND_MS);
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({
      code: 'ADDRESS_SEARCH_UNAVAILABLE',
      respMessage: 'Address search is unavailable right now. Please enter the address yourself.',
    });
  });

  it('SMTP: a password-reset request answers as usual at SMTP_TIMEOUT_MS; the mail waits in the outbox for a retry', async () => {
    const join = medicalJoin();
    await signUp(testApp(), join);
    const { result, ms } = await timed(() =>
      apiClient(testApp()).post('/api/account/findpassword', { name: join.name, email: join.email }),
    );
    // Connecting is quick; the greeting never comes.
    expect(ms).toBeLessThan(BOUND_MS);
    expect(result.status).toBe(200);
    const [mail] = await testApp()
      .database.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, join.email));
    expect(mail?.sentAt).toBeNull();
    expect(mail?.lastError).toMatch(/greeting|timeout/i);
  });

  it('the payment gateway: a confirm answers "being verified" (502) at TOSS_TIMEOUT_MS, retries included, and grants nothing yet', async () => {
    const t = testApp();
    const member = await createMember(t);
    const contentsid = await createCourse(t, { price: 30_000 });
    const created = await createOrder(t, member, { contentsid });
    expect(created.status).toBe(200);
    const { redirect } = await checkout(t, created.body.datas);
    gatewayHung = true;
    try {
      const { result, ms } = await timed(() => confirm(t, member, redirect));
      expect(ms).toBeLessThan(BOUND_MS + 500);
      expect(result.status).toBe(502);
      expect(result.body).toMatchObject({
        code: 'PAYMENT_PENDING',
        respMessage: 'Your payment is being verified. Please check your payment history in a few minutes.',
      });
    } finally {
      gatewayHung = false;
    }
    // Left for the reconciliation job, which asks the gateway once the confirm is overdue.
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, created.body.datas.orderId));
    expect(order?.status).toBe('ready');
    expect(order?.confirmStartedAt).not.toBeNull();
    expect(await t.database.db.select().from(enrolments).where(eq(enrolments.userId, member.id))).toEqual([]);
  });
});
