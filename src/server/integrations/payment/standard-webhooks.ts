import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com), as PortOne V2 signs its
 * webhooks: `webhook-signature` holds `v1,<base64 HMAC-SHA256>` of `id.timestamp.body`, keyed with
 * the base64 secret after `whsec_`; `webhook-timestamp` is in seconds, and an old one is refused so
 * a captured request cannot be replayed later.
 */

export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

function secretBytes(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

function signature(secret: string, id: string, timestamp: string, body: Buffer): string {
  return createHmac('sha256', secretBytes(secret))
    .update(`${id}.${timestamp}.`)
    .update(body)
    .digest('base64');
}

/** The three headers a sender adds to a body it posts. */
export function signWebhook(secret: string, id: string, now: Date, body: Buffer): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature(secret, id, timestamp, body)}`,
  };
}

export class WebhookSignatureError extends Error {}

type Headers = Readonly<Record<string, string | string[] | undefined>>;
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Throws unless one of the request's v1 signatures is the secret's, made within the tolerance. */
export function verifyWebhook(secret: string, headers: Headers, body: Buffer, now: Date): void {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp))
    throw new WebhookSignatureError('missing webhook signature headers');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('webhook timestamp outside the tolerance');
  const expected = Buffer.from(signature(secret, id, timestamp, body));
  const matches = signatures.split(' ').some((entry) => {
    const [version, given] = entry.split(',', 2);
    const candidate = Buffer.from(given ?? '');
    return version === 'v1' && candidate.length === expected.length && timingSafeEqual(candidate, expected);
  });
  if (!matches) throw new WebhookSignatureError('webhook signature does not match');
}
