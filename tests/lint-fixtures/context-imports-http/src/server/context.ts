import type { SessionRegistry } from './http/session-registry';

export interface AppContext {
  sessions: SessionRegistry;
}
