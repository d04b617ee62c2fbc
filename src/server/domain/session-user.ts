import type { ACCOUNT_STATUSES, ROLES } from '@shared/contract/account';

export type Role = (typeof ROLES)[number];

/** The signed-in caller a service acts for, as the access token and the live session describe it. */
export interface SessionUser {
  id: number;
  useruid: string;
  role: Role;
  name: string;
  email: string;
  /** The refresh-token family this access token was issued with (claim `sid`); logout revokes it. */
  sessionId: string;
}

export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The account behind a token as the database has it now. */
export interface AccountState {
  role: Role;
  status: AccountStatus;
}

/** Where the truth about sessions is: the database. The session registry only remembers its answers for a moment. */
export interface SessionSource {
  /**
   * The account, and whether `sessionId` names one of its refresh-token families that has not been
   * revoked; undefined when the account does not exist. One query.
   */
  session(userId: number, sessionId: string): Promise<{ account: AccountState; open: boolean } | undefined>;
  account(userId: number): Promise<AccountState | undefined>;
}
