import { describe, expect, it } from 'vitest';
import { createCourse, createMember } from '../fixtures/factories';
import { CARDS, confirm, createOrder } from '../fixtures/payment-flow';
import { useTestApp } from '../fixtures/test-app';

/**
 * The browser's return from a provider's window (decision 093): whatever the provider sends back,
 * by query or by a posted form as KG Inicis's standard window does, the buyer lands on the web's
 * pages with the platform's terms.
 */
const testApp = useTestApp({
  listen: true,
  env: { PAYMENT_PROVIDER: 'portone-sandbox', PAYMENT_PROVIDERS: 'sandbox' },
});

const post = (path: string, form: Record<string, string>) =>
  fetch(new URL(path, testApp().baseUrl), {
    method: 'POST',
    body: new URLSearchParams(form),
    redirect: 'manual',
  });

describe('the return from a payment window', () => {
  it("takes a gateway's posted result to the completion page, which confirms the payment", async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 25_000 });
    const created = (await createOrder(t, member, { contentsid: course })).body.datas;
    // PortOne's window takes the payment; its result is then posted back instead of redirected.
    const pageUrl = new URL(created.checkoutUrl!, t.baseUrl);
    const form = Object.fromEntries(pageUrl.searchParams);
    const paid = await post('/sandbox/portone/checkout', { ...form, action: 'pay', card: CARDS.approve });
    expect(paid.status).toBe(303);
    const result = Object.fromEntries(new URL(paid.headers.get('location')!, t.baseUrl).searchParams);

    const returned = await post('/payments/return/portone-sandbox/payment', result);
    expect(returned.status).toBe(303);
    const complete = new URL(returned.headers.get('location')!, t.baseUrl);
    expect(complete.pathname).toBe('/paymentComplete');
    expect(Object.fromEntries(complete.searchParams)).toEqual({
      paymentKey: created.orderId,
      orderId: created.orderId,
      amount: '25000',
    });
    expect((await confirm(t, member, complete)).body.datas).toMatchObject({ status: 'done' });
  });

  it('sends a closed window or a refusal to the failure page with its code and message', async () => {
    const returned = await post('/payments/return/portone-sandbox/payment', {
      paymentId: 'MV20261128-ABCDEFGHJK',
      code: 'FAILURE_TYPE_PG',
      message: '사용자에 의해 결제가 취소되었습니다.',
    });
    const fail = new URL(returned.headers.get('location')!, testApp().baseUrl);
    expect(fail.pathname).toBe('/paymentFail');
    expect(Object.fromEntries(fail.searchParams)).toEqual({
      code: 'FAILURE_TYPE_PG',
      message: '사용자에 의해 결제가 취소되었습니다.',
      orderId: 'MV20261128-ABCDEFGHJK',
    });
    // With the PG's own code (as the stand-in and PortOne's SDK send it), the reason the web can name.
    const declined = await post('/payments/return/portone-sandbox/payment', {
      paymentId: 'MV20261128-ABCDEFGHJK',
      code: 'FAILURE_TYPE_PG',
      message: '카드사에서 결제를 거절했습니다.',
      pgCode: 'REJECT_CARD_COMPANY',
    });
    const reason = new URL(declined.headers.get('location')!, testApp().baseUrl);
    expect(reason.searchParams.get('code')).toBe('REJECT_CARD_COMPANY');
  });

  it("passes Toss's own return through unchanged, and a card registration to /paymentMethodResult", async () => {
    const t = testApp();
    const toss = await fetch(
      new URL(
        '/payments/return/sandbox/payment?paymentKey=tsbx1&orderId=MV20261128-ABCDEFGHJK&amount=9000',
        t.baseUrl,
      ),
      { redirect: 'manual' },
    );
    expect(toss.headers.get('location')).toBe(
      '/paymentComplete?paymentKey=tsbx1&orderId=MV20261128-ABCDEFGHJK&amount=9000',
    );
    const card = await post('/payments/return/portone-sandbox/card?customerKey=ck_1&back=membership', {
      billingKey: 'bk_1',
    });
    expect(card.headers.get('location')).toBe(
      '/paymentMethodResult?authKey=bk_1&customerKey=ck_1&back=membership',
    );
  });

  it('does not answer for a provider the deployment has not enabled', async () => {
    const response = await fetch(new URL('/payments/return/toss/payment?paymentKey=x', testApp().baseUrl), {
      redirect: 'manual',
    });
    expect(response.status).toBe(404);
  });

  it('answers a webhook to the address of a provider the deployment has not enabled with 404', async () => {
    const response = await fetch(new URL('/webhooks/payment/toss', testApp().baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'x' } }),
    });
    expect(response.status).toBe(404);
  });
});
