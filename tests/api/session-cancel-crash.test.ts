import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema/account';
import { contents } from '../../src/server/db/schema/catalogue';
import { orders, refunds } from '../../src/server/db/schema/payment';
import { cancelSession } from '../../src/server/modules/contents/session-cancel.service';
import { createAdmin, createMember, createTraining } from '../fixtures/factories';
import { gatewayLedger, purchase } from '../fixtures/payment-flow';
import { createTestApp, createThrowAwayDatabase, DB_KIND, type TestApp } from '../fixtures/test-app';

/**
 * Issue 17's fault test: the session-cancellation job, run as `npm run jobs:once` runs it (its own
 * process on the shared PostgreSQL database), is killed with SIGKILL between the gateway's refund
 * of one attendee and its record here; the next `npm run jobs:once` finishes the work. Every
 * attendee ends refunded exactly once and the gateway's ledger agrees with the orders.
 *
 * The job's gateway calls go through a pass-through on the way to the sandbox gateway (served by
 * this test's app): it lets the first refund through, lets the second reach the gateway, and
 * kills the job before the answer comes back — the one moment a crash could double a refund.
 */

const PRICE = 60_000;
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const postgresUrl = DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

interface JobRun {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A job pass in its own process, with exactly `env` besides PATH and HOME. */
function runJobs(command: string, args: string[], env: Record<string, string>): JobRun {
  let output = '';
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

const isRefundCall = (request: IncomingMessage) =>
  request.method === 'POST' && /^\/sandbox\/toss\/v1\/payments\/[^/]+\/cancel$/.test(request.url ?? '');

/**
 * Forwards every call to the sandbox gateway at `gatewayUrl`. When the `killOnRefund`-th refund
 * comes, it is forwarded (the gateway returns the money) and `kill` runs before any answer.
 */
async function gatewayPassThrough(gatewayUrl: string, killOnRefund: number, kill: () => void) {
  let refundCalls = 0;
  const server: Server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['host', 'connection', 'content-length'].includes(entry[0]),
      ),
    );
    const tripped = isRefundCall(request) && ++refundCalls === killOnRefund;
    const answer = await fetch(new URL(request.url ?? '/', gatewayUrl), {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await answer.arrayBuffer());
    if (tripped) {
      kill();
      response.destroy();
      return;
    }
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refundCalls: () => refundCalls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!postgresUrl)(
  'a session cancellation killed mid-way in its own process (needs PostgreSQL: TEST_DATABASE_URL is not set, and the embedded database belongs to one process)',
  () => {
    let t: TestApp & { close(): Promise<void> };
    let database: { url: string; drop(): Promise<void> };

    beforeAll(async () => {
      database = await createThrowAwayDatabase(postgresUrl!, 'crash');
      t = await createTestApp({ listen: true, database: { url: database.url }, env: { JWT_SECRET } });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await database?.drop();
    });

    /** What the job processes need: the same database and secrets, the gateway at `gatewayUrl`. */
    const jobEnv = (gatewayUrl: string) => ({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      JWT_SECRET,
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_URL: gatewayUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'medivenus-jobs-')),
      LOG_LEVEL: 'warn',
      VIDEO_WORKER: 'off',
    });

    /** The gateway's ledger beside the order and its refund rows: they must tell the same story. */
    async function books(attendee: { paymentid: number; paymentKey: string }) {
      const gateway = await gatewayLedger(t, attendee.paymentKey);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, attendee.paymentid));
      const rows = await t.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.orderRowId, attendee.paymentid));
      return {
        gatewayCancels: gateway.cancels.length,
        gatewayBalance: gateway.balanceAmount,
        orderBalance: order!.amount - order!.canceledAmount,
        orderStatus: order!.status,
        refunds: rows.map((row) => row.status),
      };
    }

    it('is finished by `npm run jobs:once`: every attendee refunded exactly once, the ledger agreeing', async () => {
      const admin = await createAdmin(t);
      const training = await createTraining(t, { price: PRICE, capacity: 10 });
      const attendees = [];
      for (let i = 0; i < 3; i++) {
        const member = await createMember(t);
        const { confirmed } = await purchase(t, member, { contentsid: training });
        expect(confirmed?.status).toBe(200);
        const { paymentid, paymentKey } = confirmed!.body.datas;
        attendees.push({ member, paymentid, paymentKey: paymentKey! });
      }
      await cancelSession(t.app.ctx, { id: admin.id } as never, training, 'Venue flooded');

      // First pass: killed once the second attendee's money has gone back at the gateway.
      let killed: JobRun | undefined;
      const passThrough = await gatewayPassThrough(t.baseUrl!, 2, () => killed?.child.kill('SIGKILL'));
      killed = runJobs(
        process.execPath,
        ['--import', 'tsx', 'src/server/jobs/run-once.ts'],
        jobEnv(passThrough.url),
      );
      const ended = await killed.exited;
      await passThrough.close();
      expect(ended, killed.output()).toEqual({ code: null, signal: 'SIGKILL' });
      expect(passThrough.refundCalls()).toBe(2);
      const midway = await Promise.all(attendees.map(books));
      // One refunded and recorded, one refunded at the gateway only, one not reached.
      expect(
        midway.map((entry) => `${entry.gatewayCancels} ${entry.orderStatus} ${entry.refunds}`).sort(),
      ).toEqual(['0 done ', '1 canceled approved', '1 done processing']);

      // After the restart, as cron or an operator would.
      const rerun = runJobs('npm', ['run', '--silent', 'jobs:once'], jobEnv(t.baseUrl!));
      const finished = await rerun.exited;
      expect(finished, rerun.output()).toEqual({ code: 0, signal: null });
      const report = rerun
        .output()
        .split('\n')
        .find((line) => line.startsWith('{"reconciledOrders"'));
      expect(JSON.parse(report ?? '{}')).toMatchObject({
        resumedRefunds: 1,
        sessionCancellations: { sessions: 1, refunded: 1, failed: 0 },
      });

      for (const attendee of attendees) {
        expect(await books(attendee)).toEqual({
          gatewayCancels: 1,
          gatewayBalance: 0,
          orderBalance: 0,
          orderStatus: 'canceled',
          refunds: ['approved'],
        });
        const mails = await t.database.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.recipient, attendee.member.email),
              like(mailOutbox.dedupeKey, 'email:refund-decided:%'),
            ),
          );
        expect(mails).toHaveLength(1);
      }
      const [session] = await t.database.db.select().from(contents).where(eq(contents.id, training));
      expect(session?.cancelSettledAt).not.toBeNull();
      expect(session?.seatsTaken).toBe(0);
    }, 120_000);
  },
);
