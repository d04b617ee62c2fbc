import type * as AccountContract from '@shared/contract/account';
import type { z } from 'zod';

type SchemaName = {
  [Name in keyof typeof AccountContract]: (typeof AccountContract)[Name] extends z.ZodType ? Name : never;
}[keyof typeof AccountContract];

/** The account contract, with zod, fetched when a form first checks something rather than with its page. */
export const loadAccountContract = () => import('@shared/contract/account');

/** A loader of one of the contract's schemas, for `useDeferredZodValidator` and `checkWithDeferredSchema`. */
export function accountSchema(name: SchemaName): () => Promise<z.ZodType<unknown>> {
  return () => loadAccountContract().then((contract) => contract[name]);
}
