import {
  type HeartbeatStatus,
  MAX_PLAYBACK_RATE,
  PRESENCE_ANSWER_SECONDS,
  SEEK_TOLERANCE_SECONDS,
} from '@shared/contract/attendance';
import type { TimelineIntervals } from '../../db/schema/attendance';
import { unionOf } from './timeline-intervals';

/**
 * What one heartbeat does to a session, as a pure function of what the server already holds and
 * the server's clock; the browser's own claims (position, speed) can only lower what counts.
 */

export interface SessionState {
  lastBeatAt: Date | null;
  lastPositionSec: number | null;
  pending: TimelineIntervals;
  counting: boolean;
  nextCheckAt: Date;
  checkId: string | null;
  checkAskedAt: Date | null;
}

export interface Beat {
  positionSec: number;
  playbackRate: number;
}

export interface BeatOutcome {
  session: SessionState;
  furthestSec: number;
  status: Exclude<HeartbeatStatus, 'superseded'>;
  resumeAtSec: number | null;
}

const seconds = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / 1000);

export function presenceDeadline(askedAt: Date): Date {
  return new Date(askedAt.getTime() + PRESENCE_ANSWER_SECONDS * 1000);
}

/** A check asked and not answered in time: what was pending since the last one is dropped, and counting stops. */
export function settleMissedCheck(session: SessionState, now: Date): SessionState {
  if (!session.checkAskedAt || now <= presenceDeadline(session.checkAskedAt)) return session;
  return { ...session, pending: [], counting: false, checkId: null, checkAskedAt: null };
}

/**
 * The part of the timeline played since the last report that may count: from where the player was,
 * at most as long as the real time that passed (1×), and no longer than the reported speed allows.
 */
function playedSpan(previous: number, position: number, elapsedSec: number, rate: number): number {
  const moved = position - previous;
  return Math.max(0, Math.min(moved, elapsedSec, moved / Math.max(rate, 1)));
}

export function applyBeat(
  current: SessionState,
  furthestSec: number,
  beat: Beat,
  now: Date,
  durationSec: number,
  newCheckId: () => string,
): BeatOutcome {
  let session = settleMissedCheck(current, now);
  const position = Math.min(beat.positionSec, durationSec);
  const previous = session.lastPositionSec;
  const elapsed = session.lastBeatAt ? seconds(session.lastBeatAt, now) : 0;
  // Playing moves the position by at most the elapsed time at the fastest speed; more is a seek.
  const reachable =
    Math.max(furthestSec, (previous ?? 0) + elapsed * Math.min(beat.playbackRate, MAX_PLAYBACK_RATE)) +
    SEEK_TOLERANCE_SECONDS;
  let status: BeatOutcome['status'];
  let resumeAtSec: number | null = null;
  let furthest = furthestSec;
  if (position > reachable) {
    // The player is sent back; the next report counts from there.
    status = 'seekRefused';
    resumeAtSec = Math.floor(furthestSec);
    session = { ...session, lastBeatAt: now, lastPositionSec: furthestSec };
  } else {
    status = session.counting ? 'counting' : 'paused';
    furthest = Math.max(furthestSec, position);
    let pending = session.pending;
    if (session.counting && previous !== null && position > previous) {
      const span = playedSpan(previous, position, elapsed, beat.playbackRate);
      pending = unionOf(pending, [[previous, previous + span]]);
    }
    session = { ...session, pending, lastBeatAt: now, lastPositionSec: position };
  }
  const atTheEnd = position >= durationSec - SEEK_TOLERANCE_SECONDS && session.pending.length > 0;
  const checkDue = !session.counting || now >= session.nextCheckAt || atTheEnd;
  if (!session.checkId && checkDue) session = { ...session, checkId: newCheckId(), checkAskedAt: now };
  return { session, furthestSec: furthest, status, resumeAtSec };
}
