import type { FastifySchemaCompiler } from 'fastify';
import { ZodRealError, type ZodType } from 'zod';

type Path = (string | number)[];

/** A UTF-16 half without its pair, which no encoding can hold; PostgreSQL text cannot hold NUL either. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnsafeText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Where in a request part (body, params, query) the first unsafe string sits, keys included. */
export function findUnsafeText(value: unknown): Path | null {
  const pending: { value: unknown; path: Path }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return path;
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) pending.push({ value: item, path: [...path, index] });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (isUnsafeText(key)) return [...path, key];
        pending.push({ value: item, path: [...path, key] });
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
