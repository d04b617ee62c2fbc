import { z } from 'zod';
import { idField } from './fields';

/**
 * Verified online attendance (decision 101): on credit-bearing courses the player reports where it
 * is, and the server keeps the watched parts of each lesson's timeline as intervals.
 */

/** The player reports its position this often while playing (and on pause, seek and leaving). */
export const HEARTBEAT_INTERVAL_SECONDS = 10;
/** A presence check ("are you there?") counts only if answered within this time. */
export const PRESENCE_ANSWER_SECONDS = 60;
/** How far past the furthest watched point a position may be (a keyframe, a late report). */
export const SEEK_TOLERANCE_SECONDS = 5;
/** The player's fastest speed: how far its position can move per second of real time. */
export const MAX_PLAYBACK_RATE = 2;

/** POST /api/Attendance/Open: the player opens a lesson. */
export const openAttendanceBody = z.object({ lessonid: idField });

/** Where a lesson's verified watching stands for the member. */
const lessonAttendance = z.object({
  lessonid: z.number().int(),
  /** Seconds of the lesson's timeline watched at 1×, with presence confirmed. */
  verifiedSec: z.number().int(),
  /** The furthest point reached by playing; seeking beyond it is refused. */
  furthestSec: z.number().int(),
});

/**
 * The answer to Open. `sessionid` is null on a course without credits (nothing is verified there);
 * otherwise every heartbeat names it, and opening again elsewhere ends it.
 */
export const attendanceSession = lessonAttendance.extend({
  sessionid: z.uuid().nullable(),
  creditBearing: z.boolean(),
});
export type AttendanceSession = z.infer<typeof attendanceSession>;

/** POST /api/Attendance/Heartbeat. */
export const heartbeatBody = z.object({
  sessionid: z.uuid(),
  lessonid: idField,
  positionSec: z.number().min(0).max(86_400),
  playbackRate: z.number().min(0.25).max(16),
});
export type HeartbeatBody = z.infer<typeof heartbeatBody>;

/**
 * - `counting`: the time played since the last report counts once the next presence check is answered;
 * - `paused`: a presence check was missed; nothing counts until the next one is answered;
 * - `seekRefused`: the position is past the furthest point; go back to `resumeAtSec`;
 * - `superseded`: another session of the account took over; this one adds nothing.
 */
export const HEARTBEAT_STATUSES = ['counting', 'paused', 'seekRefused', 'superseded'] as const;
export type HeartbeatStatus = (typeof HEARTBEAT_STATUSES)[number];

export const presenceCheck = z.object({
  checkid: z.uuid(),
  /** The answer must arrive by then. */
  expiresAt: z.iso.datetime(),
});
export type PresenceCheck = z.infer<typeof presenceCheck>;

export const heartbeatAnswer = lessonAttendance.extend({
  status: z.enum(HEARTBEAT_STATUSES),
  /** With `seekRefused`: where the player must go back to. */
  resumeAtSec: z.number().int().nullable(),
  /** An open "are you there?" the member should answer now. */
  presenceCheck: presenceCheck.nullable(),
  /** Played since the last answered check: counted once the next one is answered. */
  pendingSec: z.number().int(),
});
export type HeartbeatAnswer = z.infer<typeof heartbeatAnswer>;

/** POST /api/Attendance/Presence: the member answers a presence check. */
export const presenceBody = z.object({ sessionid: z.uuid(), checkid: z.uuid() });

export const presenceAnswer = lessonAttendance.extend({
  /** False when the answer came too late, or the check or session is no longer current. */
  accepted: z.boolean(),
});
export type PresenceAnswer = z.infer<typeof presenceAnswer>;
