import type { SessionRegistry } from './session-registry';

export interface DomainContext {
  sessions: SessionRegistry;
}
