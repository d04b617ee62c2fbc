import { useSyncExternalStore } from 'react';
import { onLoginChange, readSession, type Session } from './session';

let cached: { key: string; session: Session | null } = { key: '', session: null };

function snapshot(): Session | null {
  const session = readSession();
  const key = session ? `${session.accessToken}|${session.name}` : '';
  if (key !== cached.key) cached = { key, session };
  return cached.session;
}

const visitor = () => null;

/**
 * The stored session, re-rendering on every login change (spec §4: the header follows at once). The
 * server renders the visitor's page and hydration starts from it, then switches to the stored member.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(onLoginChange, snapshot, visitor);
}
