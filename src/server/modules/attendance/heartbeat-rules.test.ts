import { describe, expect, it } from 'vitest';
import { applyBeat, type SessionState } from './heartbeat-rules';

const T0 = new Date('2026-11-28T01:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const fresh = (): SessionState => ({
  lastBeatAt: null,
  lastPositionSec: null,
  pending: [],
  counting: true,
  nextCheckAt: at(600),
  checkId: null,
  checkAskedAt: null,
});
const ids = () => 'check-1';

describe('one heartbeat', () => {
  it('anchors the first report without counting it', () => {
    const outcome = applyBeat(fresh(), 0, { positionSec: 0, playbackRate: 1 }, T0, 1800, ids);
    expect(outcome).toMatchObject({ status: 'counting', furthestSec: 0 });
    expect(outcome.session.pending).toEqual([]);
  });

  it('counts no more timeline than the real time that passed', () => {
    const anchored = { ...fresh(), lastBeatAt: T0, lastPositionSec: 0 };
    const outcome = applyBeat(anchored, 0, { positionSec: 20, playbackRate: 2 }, at(10), 1800, ids);
    expect(outcome.session.pending).toEqual([[0, 10]]);
    expect(outcome.furthestSec).toBe(20);
  });

  it('refuses a position beyond what playing could reach, and sends the player back', () => {
    const anchored = { ...fresh(), lastBeatAt: T0, lastPositionSec: 30 };
    const outcome = applyBeat(anchored, 30, { positionSec: 100, playbackRate: 2 }, at(10), 1800, ids);
    expect(outcome).toMatchObject({ status: 'seekRefused', resumeAtSec: 30, furthestSec: 30 });
    expect(outcome.session).toMatchObject({ pending: [], lastPositionSec: 30 });
  });

  it('asks "are you there?" when due, and at the lesson\'s end with time unconfirmed', () => {
    const anchored = { ...fresh(), lastBeatAt: at(590), lastPositionSec: 590 };
    expect(
      applyBeat(anchored, 590, { positionSec: 600, playbackRate: 1 }, at(600), 1800, ids).session,
    ).toMatchObject({
      checkId: 'check-1',
      checkAskedAt: at(600),
    });
    const nearEnd = { ...fresh(), lastBeatAt: T0, lastPositionSec: 1790 };
    expect(
      applyBeat(nearEnd, 1790, { positionSec: 1800, playbackRate: 1 }, at(10), 1800, ids).session.checkId,
    ).toBe('check-1');
  });

  it('drops the pending time and stops counting once a check goes unanswered past 60 s', () => {
    const asked = {
      ...fresh(),
      lastBeatAt: at(60),
      lastPositionSec: 60,
      pending: [[0, 60]] as [number, number][],
      checkId: 'old',
      checkAskedAt: at(0),
    };
    const outcome = applyBeat(asked, 60, { positionSec: 70, playbackRate: 1 }, at(70), 1800, ids);
    expect(outcome.status).toBe('paused');
    expect(outcome.session).toMatchObject({ pending: [], counting: false, checkId: 'check-1' });
  });
});
