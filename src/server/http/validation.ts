import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

/** Validates with the shared zod schemas; the ZodError reaches the error handler, which localises it. */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
