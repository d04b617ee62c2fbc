import { recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';

export function demoFor(user: SessionUser, id: number) {
  if (id < 1) throw recordNotFound();
  return { id, owner: user.useruid };
}
