import type { FastifyInstance } from 'fastify';

/** Far deeper than any body this API takes (its deepest is a few levels), far shallower than harmful. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`: one pass over the characters,
 * skipping string contents, so a body of a million brackets costs milliseconds instead of a
 * million allocations in JSON.parse and a walk through them all afterwards.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}

function clientError(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * Fastify's JSON parser (same prototype-poisoning rules) with two differences: an empty body is no
 * body, as the web sends for logout and the list calls, rather than a 400; and too deep a body is
 * refused before it is parsed.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(clientError('JSON nested too deeply'), undefined);
    return parseJson(request, text, done);
  });
}
