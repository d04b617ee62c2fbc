import { describe, expect, it } from 'vitest';
import { sandboxSecretKey } from '../../src/server/integrations/payment/sandbox/sandbox-routes';
import { createTossClient } from '../../src/server/integrations/payment/toss-client';
import { createCourse, createMember } from '../fixtures/factories';
import { CARDS, checkout, createOrder } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });

function gatewayClient(t: TestApp, secretKey = sandboxSecretKey(t.config.JWT_SECRET)) {
  return createTossClient({ baseUrl: `${t.baseUrl}/sandbox/toss`, secretKey, retries: 0 });
}

function tossPost(t: TestApp, path: string, body: unknown, key: string) {
  return fetch(`${t.baseUrl}/sandbox/toss${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${sandboxSecretKey(t.config.JWT_SECRET)}:`).toString('base64')}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
}

/** The card-registration window of the sandbox, as the Membership pages will open it. */
async function registerCard(t: TestApp, customerKey: string, card: keyof typeof CARDS) {
  const query = new URLSearchParams({
    customerKey,
    successUrl: `${t.config.PUBLIC_URL}/paymentMethodResult`,
    failUrl: `${t.config.PUBLIC_URL}/paymentMethodResult?fail=1`,
  });
  const page = await fetch(`${t.baseUrl}/sandbox/toss/billing?${query}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  const form = new URLSearchParams(query);
  form.set('card', CARDS[card]);
  form.set('action', 'register');
  const response = await fetch(`${t.baseUrl}/sandbox/toss/billing`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!, t.baseUrl);
}

describe('the sandbox gateway speaks the Toss protocol', () => {
  it('refuses a call without the right secret key, as Toss does', async () => {
    const t = testApp();
    const failure = await gatewayClient(t, 'test_sk_wrong')
      .getPayment('anything')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'UNAUTHORIZED_KEY', httpStatus: 401 });
  });

  it('replays an answer for a repeated Idempotency-Key and refuses the key with another body', async () => {
    const t = testApp();
    const member = await createMember(t);
    const created = await createOrder(t, member, {
      contentsid: await createCourse(t, { price: 15_000 }),
    });
    const { paymentKey } = await checkout(t, created.body.datas);
    const body = { paymentKey, orderId: created.body.datas.orderId, amount: 15_000 };
    const first = await tossPost(t, '/v1/payments/confirm', body, 'same-key');
    const second = await tossPost(t, '/v1/payments/confirm', body, 'same-key');
    expect(first.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    const otherKey = await tossPost(t, '/v1/payments/confirm', body, 'other-key');
    expect(otherKey.status).toBe(400);
    expect(await otherKey.json()).toMatchObject({ code: 'ALREADY_PROCESSED_PAYMENT' });
    const reused = await tossPost(t, '/v1/payments/confirm', { ...body, amount: 1 }, 'same-key');
    expect(reused.status).toBe(422);
    // Cancelling more than is left is refused; the receipt URL is the sandbox's page.
    const payment = await gatewayClient(t).getPayment(paymentKey!);
    expect(payment.receiptUrl).toBe(`${t.config.PUBLIC_URL}/sandbox/toss/receipts/${paymentKey}`);
    const tooMuch = await gatewayClient(t)
      .cancel(paymentKey!, { reason: 'x', amount: 20_000 }, 'cancel-1')
      .catch((error: unknown) => error);
    expect(tooMuch).toMatchObject({ code: 'NOT_CANCELABLE_AMOUNT', kind: 'not_cancelable' });
  });

  it('registers a card, issues a billing key and charges it (approve and insufficient funds)', async () => {
    const t = testApp();
    const gateway = gatewayClient(t);
    const customerKey = '2f6c0a3e-6c1f-4d7e-9a77-1d3f0b3c5e11';
    const back = await registerCard(t, customerKey, 'approve');
    expect(back.pathname).toBe('/paymentMethodResult');
    expect(back.searchParams.get('customerKey')).toBe(customerKey);
    const authKey = back.searchParams.get('authKey')!;
    const issued = await gateway.issueBillingKey({ authKey, customerKey }, 'issue-1');
    expect(issued.billingKey).toMatch(/^bk_/);
    const reuse = await gateway
      .issueBillingKey({ authKey, customerKey }, 'issue-2')
      .catch((error: unknown) => error);
    expect(reuse).toMatchObject({ httpStatus: 400 });

    const charge = { customerKey, amount: 29_000, orderId: 'MV-MEMBERSHIP-0001', orderName: '멤버십 1개월' };
    const paid = await gateway.chargeBillingKey(issued.billingKey, charge, 'charge-1');
    expect(paid).toMatchObject({ status: 'paid', paidAmount: 29_000, raw: { type: 'BILLING' } });
    const duplicate = await gateway
      .chargeBillingKey(issued.billingKey, charge, 'charge-2')
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: 'DUPLICATED_ORDER_ID' });

    const poorAuth = (await registerCard(t, customerKey, 'insufficient')).searchParams.get('authKey')!;
    const poor = await gateway.issueBillingKey({ authKey: poorAuth, customerKey }, 'issue-3');
    const refused = await gateway
      .chargeBillingKey(poor.billingKey, { ...charge, orderId: 'MV-MEMBERSHIP-0002' }, 'charge-3')
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'REJECT_CARD_PAYMENT', kind: 'declined' });

    const declined = await registerCard(t, customerKey, 'decline');
    expect(declined.searchParams.get('code')).toBe('REJECT_CARD_COMPANY');
  });

  it('redirects only back to this platform', async () => {
    const t = testApp();
    const query = new URLSearchParams({
      method: 'card',
      orderId: 'MV-REDIRECT-1',
      orderName: 'x',
      amount: '1000',
      successUrl: 'https://evil.example/steal',
      failUrl: `${t.config.PUBLIC_URL}/paymentFail`,
    });
    const page = await fetch(`${t.baseUrl}/sandbox/toss/checkout?${query}`);
    expect(page.status).toBe(400);
  });

  it('returns the buyer to the host they are using, whatever PUBLIC_URL names (127.0.0.1 vs localhost)', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 3_000 });
    const created = await createOrder(t, member, { contentsid: course });
    const { location } = await checkout(t, created.body.datas);
    // A path: the browser stays on its host, where the page's form-action allows it and the session lives.
    expect(location).toMatch(/^\/paymentComplete\?.*paymentKey=/);
  });
});
