import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { GatewayError } from './gateway';

/**
 * One gateway's REST calls over fetch, whoever the gateway: JSON in and out, an Idempotency-Key on
 * every write, retries of what may succeed on a second try, one deadline for the whole call. The
 * adapter says how its gateway authenticates and how its error bodies read.
 */
export interface GatewayHttpOptions {
  /** API origin; a function when known late (a stand-in on this server). */
  baseUrl: string | (() => string);
  /** Extra attempts after a network failure, a 5xx or an in-flight idempotent request. */
  retries?: number;
  retryDelayMs?: number;
  /** The longest one call may take, its retries included: a hung gateway never holds a request longer. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface GatewayCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  idempotencyKey?: string;
}

export interface GatewayHttp {
  authorization: string;
  /** The adapter's reading of an error answer: its gateway's code, message and kind. */
  errorOf(payload: Record<string, unknown> | null, response: Response): GatewayError;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createGatewayHttp(options: GatewayHttpOptions, gateway: GatewayHttp) {
  const doFetch = options.fetch ?? fetch;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const baseUrl = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/$/, '');

  return async function send<T extends z.ZodType>(call: GatewayCall, schema: T): Promise<z.infer<T>> {
    const headers: Record<string, string> = {
      authorization: gateway.authorization,
      accept: 'application/json',
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    // The same key on every attempt of this call: a retry is the same operation, not a new one.
    if (call.method === 'POST') headers['idempotency-key'] = call.idempotencyKey ?? randomUUID();
    let lastError: GatewayError | undefined;
    const deadline = Date.now() + timeoutMs;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(retryDelayMs * attempt);
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0) break;
      let response: Response;
      try {
        response = await doFetch(`${baseUrl()}${call.path}`, {
          method: call.method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: AbortSignal.timeout(remainingMs),
        });
      } catch (error) {
        lastError = new GatewayError('unavailable', 'NETWORK_ERROR', (error as Error).message);
        continue;
      }
      const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.ok) {
        const parsed = schema.safeParse(payload);
        if (!parsed.success)
          throw new GatewayError('unavailable', 'INVALID_RESPONSE', 'Unexpected gateway response', 502);
        return parsed.data;
      }
      lastError = gateway.errorOf(payload, response);
      if (lastError.kind !== 'unavailable' && lastError.kind !== 'processing') throw lastError;
    }
    throw lastError as GatewayError;
  };
}

/** The error body's string field, when the gateway gave one. */
export function textField(payload: Record<string, unknown> | null, name: string): string | null {
  const value = payload?.[name];
  return typeof value === 'string' ? value : null;
}
