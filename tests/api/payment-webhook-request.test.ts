import { describe, expect, it } from 'vitest';
import type { PaymentProvider, WebhookRequest } from '../../src/server/integrations/payment/provider';
import { createSandboxProvider } from '../../src/server/integrations/payment/sandbox/sandbox-provider';
import { useTestApp } from '../fixtures/test-app';

/**
 * A provider that signs its webhooks verifies the exact bytes it sent with the headers that
 * carry the signature, so the webhook route hands both over untouched, whatever the content type.
 */
const received: WebhookRequest[] = [];
const sandbox = createSandboxProvider({ baseUrl: 'http://127.0.0.1:9', secretKey: 'unused' });
const signingProvider: PaymentProvider = {
  ...sandbox,
  verifyAndParseWebhook(request) {
    received.push(request);
    return { kind: 'ignored' };
  },
};

const testApp = useTestApp({ build: { paymentGateway: signingProvider } });

describe('the payment webhook route', () => {
  it('gives the provider the method, the headers and the body byte for byte', async () => {
    // Spacing and key order a JSON parse and re-serialisation would not keep.
    const body = '{ "type" : "Transaction.Paid",\n  "data": {"paymentId":"pay_1", "amount": 1.50} }';
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/webhooks/payment',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'webhook-id': 'msg_1',
        'webhook-timestamp': '1767225600',
        'webhook-signature': 'v1,c2lnbmF0dXJl',
      },
      payload: body,
    });
    expect(response.json()).toEqual({ success: true, outcome: 'ignored' });
    const [request] = received.splice(0);
    expect(request!.method).toBe('POST');
    expect(request!.headers).toMatchObject({ 'webhook-id': 'msg_1', 'webhook-signature': 'v1,c2lnbmF0dXJl' });
    expect(request!.rawBody.toString('utf8')).toBe(body);
  });

  it('hands over a body of another type as it came', async () => {
    const body = 'imp_uid=imp_1&merchant_uid=MV20260101-ABCDEF&status=paid';
    await testApp().app.inject({
      method: 'POST',
      url: '/webhooks/payment',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
    expect(received.splice(0).map((request) => request.rawBody.toString('utf8'))).toEqual([body]);
  });
});
