import { describe, expect, it } from 'vitest';
import type { AccountState, SessionSource } from '../domain/session-user';
import { createSessionRegistry } from './session-registry';

/** The database as a table in memory, counting how often it is asked. */
function table() {
  const state = {
    account: { role: 'admin', status: 'active' } as AccountState,
    open: true,
    reads: 0,
    /** Holds the next read's answer back until released, as a slow query would. */
    gate: null as Promise<void> | null,
  };
  const source: SessionSource = {
    async session() {
      state.reads += 1;
      const answer = { account: { ...state.account }, open: state.open };
      if (state.gate) await state.gate;
      return answer;
    },
    async account() {
      state.reads += 1;
      return { ...state.account };
    },
  };
  return { state, source };
}

describe('session registry', () => {
  it('answers a live session from memory, and asks again once the user’s sessions ended', async () => {
    const { state, source } = table();
    const registry = createSessionRegistry(source);
    expect(await registry.session(1, 'a')).toEqual({ role: 'admin', status: 'active' });
    expect(await registry.session(1, 'a')).toEqual({ role: 'admin', status: 'active' });
    expect(state.reads).toBe(1);
    state.account.role = 'member';
    await registry.ended(1);
    expect(await registry.session(1, 'a')).toEqual({ role: 'member', status: 'active' });
    expect(state.reads).toBe(2);
  });

  it('never stores an answer read before an end that came while the read was under way', async () => {
    const { state, source } = table();
    const registry = createSessionRegistry(source);
    let release = () => {};
    state.gate = new Promise((resolve) => {
      release = resolve;
    });
    const slow = registry.session(1, 'a');
    // The logout commits and tells the registry while the slow read still holds the old answer.
    state.open = false;
    await registry.ended(1);
    release();
    state.gate = null;
    expect(await slow).not.toBeNull();
    expect(await registry.session(1, 'a')).toBeNull();
  });

  it('remembers nothing while invalidations from other instances cannot arrive', async () => {
    const { state, source } = table();
    const registry = createSessionRegistry(source, {
      channel: { listening: false, publish: async () => {}, onInvalidate: () => {}, close: async () => {} },
    });
    await registry.session(1, 'a');
    await registry.session(1, 'a');
    await registry.account(1);
    expect(state.reads).toBe(3);
  });

  it('still forgets locally when telling the other instances fails', async () => {
    const { state, source } = table();
    const errors: unknown[] = [];
    const registry = createSessionRegistry(source, {
      channel: {
        listening: true,
        publish: async () => {
          throw new Error('redis down');
        },
        onInvalidate: () => {},
        close: async () => {},
      },
      onError: (error) => errors.push(error),
    });
    await registry.session(1, 'a');
    state.open = false;
    await registry.ended(1);
    expect(await registry.session(1, 'a')).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
