import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/server/integrations/payment/gateway';
import { createTossClient } from '../../src/server/integrations/payment/toss-client';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Responder = (request: Recorded, response: ServerResponse) => void;

let server: Server;
let baseUrl = '';
const recorded: Recorded[] = [];
let responders: Responder[] = [];

const PAYMENT = {
  paymentKey: 'tgen_abc',
  orderId: 'MV20260101-ABCDEF',
  orderName: '강의',
  status: 'DONE',
  method: '카드',
  totalAmount: 50_000,
  balanceAmount: 50_000,
  approvedAt: '2026-01-01T10:00:00+09:00',
  card: { issuerCode: '11', number: '43301234****000*', installmentPlanMonths: 3 },
  receipt: { url: 'https://dashboard.tosspayments.com/receipt/abc' },
  someNewField: 'kept',
};

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const entry = {
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: raw ? JSON.parse(raw) : null,
      };
      recorded.push(entry);
      const respond = responders.shift() ?? ((_, res) => json(res, 200, PAYMENT));
      respond(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  recorded.length = 0;
  responders = [];
});

const client = () =>
  createTossClient({ baseUrl, secretKey: 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R', retryDelayMs: 5 });

describe('Toss Payments client', () => {
  it('confirms with Basic auth of the secret key, an Idempotency-Key and the JSON body', async () => {
    const payment = await client().confirm(
      { paymentKey: 'tgen_abc', orderId: PAYMENT.orderId, amount: 50_000 },
      'confirm-key-1',
    );
    expect(payment).toMatchObject({ paymentKey: 'tgen_abc', status: 'paid', raw: { someNewField: 'kept' } });
    expect(recorded).toHaveLength(1);
    const [request] = recorded;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/payments/confirm' });
    // base64("test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R:")
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from('test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R:').toString('base64')}`,
    );
    expect(request!.headers['idempotency-key']).toBe('confirm-key-1');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({ paymentKey: 'tgen_abc', orderId: PAYMENT.orderId, amount: 50_000 });
  });

  it('retries a failed call with the same Idempotency-Key: after a 5xx, a dropped connection and an in-flight answer', async () => {
    responders = [
      (_, res) =>
        json(res, 500, {
          code: 'FAILED_INTERNAL_SYSTEM_PROCESSING',
          message: '내부 시스템 처리 작업이 실패했습니다.',
        }),
      (_, res) => res.socket?.destroy(),
      (_, res) =>
        json(res, 409, { code: 'IDEMPOTENT_REQUEST_PROCESSING', message: '이전 멱등 요청이 처리 중입니다.' }),
    ];
    const payment = await createTossClient({ baseUrl, secretKey: 'sk', retries: 3, retryDelayMs: 5 }).cancel(
      'tgen_abc',
      { reason: '고객 요청', amount: 10_000 },
      'refund-7',
    );
    expect(payment.paymentKey).toBe('tgen_abc');
    expect(recorded).toHaveLength(4);
    expect(new Set(recorded.map((request) => request.headers['idempotency-key']))).toEqual(
      new Set(['refund-7']),
    );
    expect(recorded[0]).toMatchObject({
      url: '/v1/payments/tgen_abc/cancel',
      body: { cancelReason: '고객 요청', cancelAmount: 10_000 },
    });
  });

  it('gives up after the allowed retries with the gateway code', async () => {
    responders = Array.from(
      { length: 3 },
      () => (_: Recorded, res: ServerResponse) =>
        json(res, 503, { code: 'PROVIDER_ERROR', message: '일시적인 오류가 발생했습니다.' }),
    );
    const failure = await client()
      .confirm({ paymentKey: 'k', orderId: PAYMENT.orderId, amount: 1 }, 'key')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ code: 'PROVIDER_ERROR', kind: 'unavailable', httpStatus: 503 });
    expect(recorded).toHaveLength(3);
  });

  it('maps gateway error codes to what they mean here, without retrying a definite answer', async () => {
    const cases: [number, string, string][] = [
      [403, 'REJECT_CARD_PAYMENT', 'declined'],
      [400, 'ALREADY_PROCESSED_PAYMENT', 'already_processed'],
      [404, 'NOT_FOUND_PAYMENT_SESSION', 'session_expired'],
      [401, 'UNAUTHORIZED_KEY', 'unauthorized'],
      [400, 'INVALID_REQUEST', 'invalid_request'],
      [403, 'NOT_CANCELABLE_AMOUNT', 'not_cancelable'],
      [400, 'SOMETHING_NEW', 'invalid_request'],
    ];
    for (const [status, code, kind] of cases) {
      recorded.length = 0;
      responders = [(_, res) => json(res, status, { code, message: `${code} message` })];
      const failure = await client()
        .confirm({ paymentKey: 'k', orderId: PAYMENT.orderId, amount: 1 }, 'key')
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ code, kind, message: `${code} message`, httpStatus: status });
      expect(recorded).toHaveLength(1);
    }
  });

  it('looks payments up by key and by order without an Idempotency-Key; an unknown order is null', async () => {
    await client().getPayment('tgen abc/1');
    expect(recorded[0]).toMatchObject({ method: 'GET', url: '/v1/payments/tgen%20abc%2F1' });
    expect(recorded[0]!.headers['idempotency-key']).toBeUndefined();
    responders = [
      (_, res) => json(res, 404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' }),
    ];
    expect(await client().lookupByOrder('MV-missing')).toBeNull();
    expect(recorded[1]).toMatchObject({ method: 'GET', url: '/v1/payments/orders/MV-missing' });
  });

  it('rejects a success answer that is not a payment', async () => {
    responders = [(_, res) => json(res, 200, { hello: 'world' })];
    await expect(client().getPayment('k')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('issues and charges billing keys on the documented paths', async () => {
    responders = [
      (_, res) =>
        json(res, 200, {
          billingKey: 'bk_1',
          customerKey: 'cust-1',
          cardCompany: '11',
          cardNumber: '4330****',
        }),
    ];
    const auth = await client().issueBillingKey({ authKey: 'auth-1', customerKey: 'cust-1' }, 'issue-1');
    expect(auth.billingKey).toBe('bk_1');
    await client().chargeBillingKey(
      'bk_1',
      { customerKey: 'cust-1', amount: 9_900, orderId: 'MV-MEMBERSHIP-1', orderName: '멤버십' },
      'charge-1',
    );
    expect(recorded.map((request) => [request.url, request.headers['idempotency-key']])).toEqual([
      ['/v1/billing/authorizations/issue', 'issue-1'],
      ['/v1/billing/bk_1', 'charge-1'],
    ]);
    expect(recorded[1]!.body).toEqual({
      customerKey: 'cust-1',
      amount: 9_900,
      orderId: 'MV-MEMBERSHIP-1',
      orderName: '멤버십',
    });
  });
});
