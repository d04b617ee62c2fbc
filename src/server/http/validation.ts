import type { FastifySchemaCompiler } from 'fastify';
import { ZodRealError, type ZodType } from 'zod';

type Path = (string | number)[];

/** A UTF-16 half without its pair, which no encoding can hold; PostgreSQL text cannot hold NUL either. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnsafeText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

interface Visit {
  value: unknown;
  key: string | number;
  parent: Visit | null;
}

function pathOf(visit: Visit): Path {
  const path: Path = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * Where in a request part (body, params, query) the first unsafe string sits, keys included. The
 * walk is iterative and builds a path only for the culprit, so wide or deep input costs one visit
 * per value.
 */
export function findUnsafeText(value: unknown): Path | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (const [key, item] of current.entries()) pending.push({ value: item, key, parent: visit });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (isUnsafeText(key)) return pathOf({ value: item, key, parent: visit });
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * Validates with the shared zod schemas; the ZodError reaches the error handler, which localises it.
 * Unsafe text is refused here once, for every string of every schema, before any field rule runs.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const unsafe = findUnsafeText(data);
    if (unsafe) {
      return {
        error: new ZodRealError([
          { code: 'custom', path: unsafe, message: 'validation.unsafeText', input: data },
        ]),
      };
    }
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
