import { describe, expect, it } from 'vitest';
import type { HeartbeatAnswer } from '../../src/shared/contract/attendance';
import { routes } from '../fixtures/api-routes';
import {
  createCourseWithLessons,
  createEnrolment,
  createMember,
  createReadyVideo,
  DAY,
  giveCredits,
  type Member,
} from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

// Presence checks every two minutes, exactly, so each test knows when one comes.
const CHECK_SEC = 120;
const testApp = useTestApp({
  seed: false,
  env: { ATTENDANCE_CHECK_MIN_SEC: String(CHECK_SEC), ATTENDANCE_CHECK_MAX_SEC: String(CHECK_SEC) },
});

/** A member enrolled in a fresh course of one 30-minute lesson, with or without credits. */
async function learner(credits: boolean): Promise<{ member: Member; lessonId: number; contentsId: number }> {
  const t = testApp();
  const video = await createReadyVideo(t, 1800);
  const course = await createCourseWithLessons(t, {}, [{ videoId: video }]);
  if (credits) await giveCredits(t, course.contentsId);
  const member = await createMember(t);
  await createEnrolment(t, member.id, course.contentsId, new Date(t.clock.now.getTime() + 30 * DAY));
  return { member, lessonId: course.lessonIds[0]!, contentsId: course.contentsId };
}

async function open(member: Member, lessonId: number): Promise<string> {
  const answer = await member.api.call(routes.openAttendance, { lessonid: lessonId });
  expect(answer.status).toBe(200);
  expect(answer.body.datas.creditBearing).toBe(true);
  return answer.body.datas.sessionid!;
}

function beat(member: Member, sessionid: string, lessonid: number, positionSec: number, playbackRate = 1) {
  return member.api.call(routes.heartbeat, { sessionid, lessonid, positionSec, playbackRate });
}

/** Plays from `from` to `to` at 1×, reporting every ten seconds of real time; answers the last report. */
async function play(member: Member, sessionid: string, lessonid: number, from: number, to: number) {
  let answer: HeartbeatAnswer | undefined;
  for (let position = from + 10; position <= to; position += 10) {
    testApp().clock.advance(10_000);
    const response = await beat(member, sessionid, lessonid, position);
    expect(response.status).toBe(200);
    answer = response.body.datas;
  }
  return answer!;
}

const answerCheck = (member: Member, sessionid: string, checkid: string) =>
  member.api.call(routes.answerPresence, { sessionid, checkid });

async function verifiedSec(member: Member, contentsId: number): Promise<number> {
  const course = await member.api.call(routes.player, undefined, { params: { contentsid: contentsId } });
  return course.body.datas.chapters[0]!.lessons[0]!.verifiedSec;
}

describe('course credits', () => {
  it("are shown on the course's page, and absent from a course without them", async () => {
    const credited = await learner(true);
    const plain = await learner(false);
    const detail = await credited.member.api.get(`/api/Contents/GetInfo/${credited.contentsId}`);
    expect(detail.body.datas.credits).toEqual({
      creditTenths: 15,
      accreditingBody: '대한의사협회',
      approvalNumber: 'KMA-2026-0001',
      category: 'general',
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
    });
    expect(
      (await plain.member.api.get(`/api/Contents/GetInfo/${plain.contentsId}`)).body.datas.credits,
    ).toBeNull();
  });
});

describe('verified watch time on a credit-bearing course', () => {
  it('counts time played at 1× once an "are you there?" is answered, and shows it per lesson', async () => {
    const { member, lessonId, contentsId } = await learner(true);
    const session = await open(member, lessonId);
    expect((await beat(member, session, lessonId, 0)).body.datas.status).toBe('counting');
    const before = await play(member, session, lessonId, 0, 100);
    expect(before).toMatchObject({
      status: 'counting',
      presenceCheck: null,
      pendingSec: 100,
      verifiedSec: 0,
    });
    const due = await play(member, session, lessonId, 100, CHECK_SEC);
    expect(due.presenceCheck).not.toBeNull();

    testApp().clock.advance(30_000);
    const answered = await answerCheck(member, session, due.presenceCheck!.checkid);
    expect(answered.body.datas).toMatchObject({
      accepted: true,
      verifiedSec: CHECK_SEC,
      furthestSec: CHECK_SEC,
    });
    const course = await member.api.call(routes.player, undefined, { params: { contentsid: contentsId } });
    expect(course.body.datas.creditBearing).toBe(true);
    expect(course.body.datas.chapters[0]!.lessons[0]!.verifiedSec).toBe(CHECK_SEC);
  });

  it('counts heartbeats sent twice, at once or out of order only once', async () => {
    const { member, lessonId, contentsId } = await learner(true);
    const session = await open(member, lessonId);
    await beat(member, session, lessonId, 0);
    testApp().clock.advance(60_000);
    const same = await Promise.all(Array.from({ length: 5 }, () => beat(member, session, lessonId, 60)));
    expect(same.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // A late copy of an older report, then the newest again.
    await beat(member, session, lessonId, 30);
    await beat(member, session, lessonId, 60);
    testApp().clock.advance(60_000);
    const due = (await beat(member, session, lessonId, 120)).body.datas;
    expect(due.presenceCheck).not.toBeNull();
    await answerCheck(member, session, due.presenceCheck!.checkid);
    // Two minutes of real time: two minutes of credit, however many reports said so.
    expect(await verifiedSec(member, contentsId)).toBe(120);
  });

  it('counts time at 1× when played faster than real time', async () => {
    const { member, lessonId, contentsId } = await learner(true);
    const session = await open(member, lessonId);
    await beat(member, session, lessonId, 0, 2);
    testApp().clock.advance(60_000);
    expect((await beat(member, session, lessonId, 120, 2)).body.datas.status).toBe('counting');
    testApp().clock.advance(60_000);
    const due = (await beat(member, session, lessonId, 240, 2)).body.datas;
    expect(due.furthestSec).toBe(240);
    await answerCheck(member, session, due.presenceCheck!.checkid);
    expect(await verifiedSec(member, contentsId)).toBe(120);
  });

  it('refuses a seek past the furthest point and sends the player back there', async () => {
    const { member, lessonId, contentsId } = await learner(true);
    const session = await open(member, lessonId);
    await beat(member, session, lessonId, 0);
    await play(member, session, lessonId, 0, 10);
    testApp().clock.advance(10_000);
    const skipped = await beat(member, session, lessonId, 1500);
    expect(skipped.body.datas).toMatchObject({ status: 'seekRefused', resumeAtSec: 10, furthestSec: 10 });
    // Claiming 1× while moving twice as fast is a seek too.
    testApp().clock.advance(10_000);
    expect((await beat(member, session, lessonId, 40)).body.datas.status).toBe('seekRefused');

    // Back at the furthest point, playing counts again.
    await beat(member, session, lessonId, 10);
    const due = await play(member, session, lessonId, 10, 100);
    expect(due.presenceCheck).not.toBeNull();
    await answerCheck(member, session, due.presenceCheck!.checkid);
    expect(await verifiedSec(member, contentsId)).toBe(100);
  });

  it('lets only the newest session of an account add time', async () => {
    const { member, lessonId, contentsId } = await learner(true);
    const first = await open(member, lessonId);
    await beat(member, first, lessonId, 0);
    await play(member, first, lessonId, 0, 60);
    const second = await open(member, lessonId);
    await beat(member, second, lessonId, 60);

    testApp().clock.advance(10_000);
    const [old] = await Promise.all([beat(member, first, lessonId, 70), beat(member, second, lessonId, 70)]);
    expect(old.body.datas).toMatchObject({ status: 'superseded', pendingSec: 0 });
    const due = await play(member, second, lessonId, 70, CHECK_SEC);
    // The takeover does not postpone the check: it comes when the first session's would have.
    expect(due.presenceCheck).not.toBeNull();
    expect((await answerCheck(member, first, due.presenceCheck!.checkid)).body.datas.accepted).toBe(false);
    await answerCheck(member, second, due.presenceCheck!.checkid);
    // Only the newest session's minute counts; the first one's time was never confirmed.
    expect(await verifiedSec(member, contentsId)).toBe(60);
  });

  it('stops counting at a missed presence check until the next one is answered', async () => {
    const { member, lessonId, contentsId } = await learner(true);
    const session = await open(member, lessonId);
    await beat(member, session, lessonId, 0);
    const asked = (await play(member, session, lessonId, 0, CHECK_SEC)).presenceCheck!;
    // Nobody answers: the video plays on past the minute allowed.
    const missed = await play(member, session, lessonId, CHECK_SEC, CHECK_SEC + 70);
    expect(missed).toMatchObject({ status: 'paused', pendingSec: 0, verifiedSec: 0 });
    expect(missed.presenceCheck?.checkid).not.toBe(asked.checkid);
    expect((await answerCheck(member, session, asked.checkid)).body.datas.accepted).toBe(false);
    expect((await play(member, session, lessonId, CHECK_SEC + 70, CHECK_SEC + 90)).status).toBe('paused');
    expect(await verifiedSec(member, contentsId)).toBe(0);

    // The next check answered in time: counting resumes from there.
    const resumed = await answerCheck(member, session, missed.presenceCheck!.checkid);
    expect(resumed.body.datas).toMatchObject({ accepted: true, verifiedSec: 0 });
    const from = CHECK_SEC + 90;
    const due = await play(member, session, lessonId, from, from + CHECK_SEC);
    await answerCheck(member, session, due.presenceCheck!.checkid);
    expect(await verifiedSec(member, contentsId)).toBe(CHECK_SEC);
  });

  it('drops the time since the last check when the answer comes after 60 seconds', async () => {
    const { member, lessonId, contentsId } = await learner(true);
    const session = await open(member, lessonId);
    await beat(member, session, lessonId, 0);
    const asked = (await play(member, session, lessonId, 0, CHECK_SEC)).presenceCheck!;
    testApp().clock.advance(61_000);
    expect((await answerCheck(member, session, asked.checkid)).body.datas.accepted).toBe(false);
    expect(await verifiedSec(member, contentsId)).toBe(0);
  });

  it('stops adding time once the member loses the course mid-lesson', async () => {
    const { member, lessonId, contentsId } = await learner(true);
    const session = await open(member, lessonId);
    expect((await beat(member, session, lessonId, 0)).status).toBe(200);
    const played = await play(member, session, lessonId, 0, CHECK_SEC);
    expect((await answerCheck(member, session, played.presenceCheck!.checkid)).status).toBe(200);
    expect(await verifiedSec(member, contentsId)).toBe(CHECK_SEC);
    // The enrolment ends (30 days on); the player, still open, keeps reporting.
    testApp().clock.advance(31 * DAY);
    expect((await beat(member, session, lessonId, 130)).status).toBe(403);
  });

  it("refuses another member's session", async () => {
    const { member, lessonId } = await learner(true);
    const session = await open(member, lessonId);
    const stranger = await learner(true);
    expect((await beat(stranger.member, session, lessonId, 0)).status).toBe(404);
  });
});

describe('a course without credits', () => {
  it('opens no attendance session and keeps its progress as before', async () => {
    const { member, lessonId, contentsId } = await learner(false);
    const opened = await member.api.call(routes.openAttendance, { lessonid: lessonId });
    expect(opened.body.datas).toMatchObject({ sessionid: null, creditBearing: false, verifiedSec: 0 });
    const saved = await member.api.post('/api/Learning/SaveProgress', {
      lessonid: lessonId,
      positionSec: 25,
      watchedSec: 25,
    });
    expect(saved.body.datas).toMatchObject({ positionSec: 25, watchedSec: 25, completed: false });
    const course = await member.api.call(routes.player, undefined, { params: { contentsid: contentsId } });
    expect(course.body.datas.creditBearing).toBe(false);
    expect(course.body.datas.chapters[0]!.lessons[0]).toMatchObject({ positionSec: 25, verifiedSec: 0 });
  });
});
