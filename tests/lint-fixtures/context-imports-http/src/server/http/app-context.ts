import type { SessionRegistry } from './session-registry';

export interface RequestContext {
  sessions: SessionRegistry;
}
