import type { Envelope } from '@shared/contract/envelope';
import { headersFor } from './request-headers';

/**
 * GET calls a page starts before the app's code has run (a route's prefetch, src/web/app/route-table.ts),
 * each answer taken once by the query or hook that would have asked. Any failure (an expired token,
 * a refusal, the network) is answered `undefined`: the taker then asks through the API client, which
 * refreshes the session and puts the refusal into the reader's words.
 */
const started = new Map<string, { answeredAt?: number; answer: Promise<unknown> }>();

const keyOf = (path: string, language: string) => `${language} ${path}`;

async function datasOf(path: string, language: string): Promise<unknown> {
  try {
    const response = await fetch(path, {
      headers: headersFor({}, path, language),
      credentials: 'same-origin',
    });
    const envelope = (await response.json()) as Envelope<unknown>;
    return response.ok && envelope.success ? envelope.datas : undefined;
  } catch {
    return undefined;
  }
}

/** Asks for `path` now, unless it is already asked for and not yet taken. */
export function startRequest<T>(path: string, language: string): Promise<T | undefined> {
  const key = keyOf(path, language);
  let entry = started.get(key);
  if (!entry) {
    const asked: { answeredAt?: number; answer: Promise<unknown> } = { answer: datasOf(path, language) };
    void asked.answer.then(() => {
      asked.answeredAt = Date.now();
    });
    started.set(key, asked);
    entry = asked;
  }
  return entry.answer as Promise<T | undefined>;
}

/**
 * The answer started for `path`, once: still on its way, or arrived within `withinMs` (a slow server
 * must not make the page ask again for what is arriving; an old answer is asked for again).
 */
export function takeStarted<T>(
  path: string,
  language: string,
  withinMs: number,
): Promise<T | undefined> | undefined {
  const key = keyOf(path, language);
  const entry = started.get(key);
  started.delete(key);
  if (!entry || (entry.answeredAt !== undefined && Date.now() - entry.answeredAt >= withinMs))
    return undefined;
  return entry.answer as Promise<T | undefined>;
}
