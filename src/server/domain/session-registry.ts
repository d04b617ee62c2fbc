import type { AccountState } from './session-user';

/**
 * Whether an access token's session still runs, asked on every authenticated request. Answers are
 * kept in memory for a few seconds; anything that ends sessions or changes a role or status calls
 * `ended` after its transaction committed, which drops them from memory (http/session-registry.ts)
 * and, with Redis, on every instance.
 */
export interface SessionRegistry {
  /** The account behind a session that still runs; null once the session ended. */
  session(userId: number, sessionId: string): Promise<AccountState | null>;
  account(userId: number): Promise<AccountState | null>;
  /** Resolves once this instance forgot the user's sessions and, with Redis, the others were told. */
  ended(userId: number): Promise<void>;
  close(): Promise<void>;
}
