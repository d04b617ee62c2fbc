import type { SessionUser } from '@server/http/auth';

export function demoOwner(user: SessionUser) {
  return user.useruid;
}
