import {
  HEARTBEAT_INTERVAL_SECONDS,
  type HeartbeatAnswer,
  type HeartbeatStatus,
  PRESENCE_ANSWER_SECONDS,
} from '@shared/contract/attendance';
import { useCallback, useEffect, useRef, useState } from 'react';
import { answerPresence } from './api/answer-presence';
import { openAttendance } from './api/open-attendance';
import { sendHeartbeat } from './api/send-heartbeat';

export interface AttendanceView {
  /** Null until the session is open (and for good on a course without credits). */
  status: HeartbeatStatus | null;
  verifiedSec: number;
  /** Played since the last answered check: counted once the next one is answered. */
  pendingSec: number;
  /** An open "are you there?", with its deadline on this machine's clock (Date.now()). */
  check: { checkid: string; deadline: number } | null;
  /** The last check was missed, or answered too late. */
  missed: boolean;
  /** Until when (Date.now()) to say a skip ahead was refused: the player is back before it can be read. */
  refusedUntil: number;
}

const REFUSAL_NOTICE_MS = 5_000;

const EVENTS = ['playing', 'pause', 'seeked', 'ended'] as const;

function checkFrom(answer: HeartbeatAnswer, current: AttendanceView['check']): AttendanceView['check'] {
  if (!answer.presenceCheck) return null;
  if (current?.checkid === answer.presenceCheck.checkid) return current;
  // Counted from now rather than from the server's clock, which this machine's may not match.
  return { checkid: answer.presenceCheck.checkid, deadline: Date.now() + PRESENCE_ANSWER_SECONDS * 1000 };
}

/**
 * Verified watch time on a credit-bearing course (decision 101): opens a session for the lesson,
 * reports the position every 10 s while playing and on play, pause, seek and end, goes back to the
 * furthest point when the server refuses a seek, and answers presence checks. `video` null: off.
 */
export function useVerifiedAttendance(
  video: HTMLVideoElement | null,
  lesson: { lessonid: number; verifiedSec: number },
  onVerified: (lessonid: number, verifiedSec: number) => void,
): AttendanceView & { confirmPresence(): void } {
  const [view, setView] = useState<AttendanceView>({
    status: null,
    verifiedSec: lesson.verifiedSec,
    pendingSec: 0,
    check: null,
    missed: false,
    refusedUntil: 0,
  });
  const session = useRef<string | null>(null);
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;
  const { lessonid } = lesson;

  useEffect(() => {
    if (!video) return;
    let live = true;
    session.current = null;
    const apply = (answer: HeartbeatAnswer) => {
      if (!live) return;
      if (answer.status === 'seekRefused' && answer.resumeAtSec !== null)
        video.currentTime = answer.resumeAtSec;
      if (answer.status === 'superseded') video.pause();
      setView((current) => ({
        status: answer.status,
        verifiedSec: answer.verifiedSec,
        pendingSec: answer.pendingSec,
        check: checkFrom(answer, current.check),
        missed: answer.status === 'paused',
        refusedUntil: answer.status === 'seekRefused' ? Date.now() + REFUSAL_NOTICE_MS : current.refusedUntil,
      }));
    };
    const beat = () => {
      const sessionid = session.current;
      if (!sessionid) return;
      const body = { sessionid, lessonid, positionSec: video.currentTime, playbackRate: video.playbackRate };
      // A lost report is made up by the next one: the server counts from the last it received.
      sendHeartbeat(body).then(apply, () => {});
    };
    openAttendance(lessonid).then(
      (opened) => {
        if (!live || !opened.sessionid) return;
        session.current = opened.sessionid;
        setView((current) => ({ ...current, status: 'counting', verifiedSec: opened.verifiedSec }));
        if (!video.paused) beat();
      },
      () => {},
    );
    for (const name of EVENTS) video.addEventListener(name, beat);
    const timer = setInterval(() => {
      if (!video.paused) beat();
    }, HEARTBEAT_INTERVAL_SECONDS * 1000);
    return () => {
      live = false;
      clearInterval(timer);
      for (const name of EVENTS) video.removeEventListener(name, beat);
    };
  }, [video, lessonid]);

  const check = view.check;
  const confirmPresence = useCallback(() => {
    const sessionid = session.current;
    if (!sessionid || !check) return;
    setView((current) => ({ ...current, check: null }));
    answerPresence({ sessionid, checkid: check.checkid }).then(
      (answer) => {
        setView((current) => ({
          ...current,
          verifiedSec: answer.verifiedSec,
          pendingSec: answer.accepted ? 0 : current.pendingSec,
          missed: !answer.accepted,
        }));
        if (answer.accepted) onVerifiedRef.current(lessonid, answer.verifiedSec);
      },
      () => {},
    );
  }, [check, lessonid]);

  return { ...view, confirmPresence };
}
