import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { courseInstructors } from '../../src/server/db/schema/instructors';
import { coursePosts } from '../../src/server/db/schema/questions';
import { apiClient } from '../fixtures/api-client';
import {
  createAdmin,
  createCourseWithLessons,
  createEnrolment,
  createMember,
  DAY,
  logIn,
  type Member,
  PASSWORD,
  uniqueIp,
} from '../fixtures/factories';
import { startSmtpInbox } from '../fixtures/smtp-inbox';
import { useTestApp } from '../fixtures/test-app';
import { postFile } from '../fixtures/uploads';

const smtp = await startSmtpInbox();
const testApp = useTestApp({
  env: {
    SMTP_URL: smtp.smtpUrl,
    PUBLIC_URL: 'https://academy.example',
    RATE_LIMITS: 'community.posting=6/600',
  },
});

const list = (contentsId: number, query = '') => `/api/Courses/${contentsId}/Questions${query}`;
const answers = (questionId: number) => `/api/Questions/${questionId}/Answers`;
const followUps = (questionId: number) => `/api/Questions/${questionId}/FollowUps`;
const resolve = (questionId: number) => `/api/Questions/${questionId}/Resolve`;
const IMAGES = '/api/Questions/Images';
const STAFF = '/api/Staff/Questions';

/** A course of two lessons and a member who holds it. */
async function heldCourse() {
  const t = testApp();
  const course = await createCourseWithLessons(t, { title: '봉합술 기초' }, [
    { videoId: null },
    { videoId: null },
  ]);
  const holder = await createMember(t);
  await createEnrolment(t, holder.id, course.contentsId, new Date(t.clock.now.getTime() + 60 * DAY));
  return { ...course, holder };
}

async function ask(
  member: Member,
  contentsId: number,
  lessonid: number,
  extra: Record<string, unknown> = {},
) {
  return member.api.post(list(contentsId), {
    lessonid,
    atSecond: 75,
    title: '봉합 간격',
    body: '3분 15초의 봉합 간격은\n몇 mm인가요?',
    ...extra,
  });
}

/** A member made instructor of the given courses directly (the console's role screen is not this file's). */
async function createInstructor(contentsIds: number[]): Promise<Member> {
  const t = testApp();
  const signedUp = await createMember(t, { name: '이강사' });
  await t.database.db.update(users).set({ role: 'instructor' }).where(eq(users.id, signedUp.id));
  for (const contentsId of contentsIds)
    await t.database.db.insert(courseInstructors).values({ contentsId, userId: signedUp.id });
  const session = await logIn(t, signedUp.email, PASSWORD, false, { ip: uniqueIp() });
  return { ...signedUp, token: session.accessToken, api: apiClient(t, { token: session.accessToken }) };
}

const photo = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: '#1f6feb' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    [format]()
    .toBuffer();

describe('questions: asking and reading', () => {
  it('a holder asks at a moment of a lesson; visitors and other members read it, read-only', async () => {
    const { contentsId, lessonIds, holder } = await heldCourse();
    const asked = await ask(holder, contentsId, lessonIds[1]!);
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.datas).toMatchObject({
      kind: 'question',
      lessonid: lessonIds[1],
      atSecond: 75,
      title: '봉합 간격',
      body: '3분 15초의 봉합 간격은\n몇 mm인가요?',
      authorName: '구*자',
      mine: true,
      resolved: false,
      answered: false,
    });

    const visitor = await apiClient(testApp()).get(list(contentsId));
    expect(visitor.status).toBe(200);
    expect(visitor.body.total).toBe(1);
    expect(visitor.body.datas[0]).toMatchObject({ title: '봉합 간격', mine: false, replies: [] });

    const otherLesson = await apiClient(testApp()).get(list(contentsId, `?lessonid=${lessonIds[0]}`));
    expect(otherLesson.body.total).toBe(0);
  });

  it('refuses a member who does not hold the course, or whose access expired', async () => {
    const t = testApp();
    const { contentsId, lessonIds } = await heldCourse();
    const stranger = await createMember(t);
    const refused = await ask(stranger, contentsId, lessonIds[0]!);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_HOLDER');

    const lapsed = await createMember(t);
    await createEnrolment(t, lapsed.id, contentsId, new Date(t.clock.now.getTime() - DAY));
    expect((await ask(lapsed, contentsId, lessonIds[0]!)).status).toBe(403);
    expect((await apiClient(t).get(list(contentsId))).body.total).toBe(0);
  });

  it('refuses a lesson of another course, and a visitor', async () => {
    const { contentsId, holder } = await heldCourse();
    const other = await heldCourse();
    const wrongLesson = await ask(holder, contentsId, other.lessonIds[0]!);
    expect(wrongLesson.status).toBe(400);
    expect(wrongLesson.body.code).toBe('LESSON_NOT_IN_COURSE');
    expect(
      (await apiClient(testApp()).post(list(contentsId), { lessonid: 1, title: 'x', body: 'y' })).status,
    ).toBe(401);
  });

  it('pages the list, newest first', async () => {
    const { contentsId, lessonIds, holder } = await heldCourse();
    for (const title of ['첫째', '둘째', '셋째']) {
      await ask(holder, contentsId, lessonIds[0]!, { title });
      testApp().clock.advance(1000);
    }
    const page = await apiClient(testApp()).get(list(contentsId, '?page=1&pageSize=2'));
    expect(page.body.total).toBe(3);
    expect(page.body.datas.map((q: { title: string }) => q.title)).toEqual(['셋째', '둘째']);
    const next = await apiClient(testApp()).get(list(contentsId, '?page=2&pageSize=2'));
    expect(next.body.datas.map((q: { title: string }) => q.title)).toEqual(['첫째']);
  });

  it('a hidden question is left out for readers and shown to its author, marked hidden', async () => {
    const { contentsId, lessonIds, holder } = await heldCourse();
    const asked = await ask(holder, contentsId, lessonIds[0]!);
    await testApp()
      .database.db.update(coursePosts)
      .set({ hiddenAt: testApp().clock.now, hiddenReason: 'spam' })
      .where(eq(coursePosts.id, asked.body.datas.postid));
    expect((await apiClient(testApp()).get(list(contentsId))).body.total).toBe(0);
    const own = await holder.api.get(list(contentsId));
    expect(own.body.datas[0]).toMatchObject({ postid: asked.body.datas.postid, hidden: true, mine: true });
  });
});

describe('questions: answers, the answer mail, resolving and follow-ups', () => {
  it('staff of the course answer; the asker is mailed in their language with a link to the moment', async () => {
    const t = testApp();
    const { contentsId, lessonIds, holder } = await heldCourse();
    await t.database.db.update(users).set({ locale: 'ja' }).where(eq(users.id, holder.id));
    const question = (await ask(holder, contentsId, lessonIds[1]!)).body.datas;
    const instructor = await createInstructor([contentsId]);

    const answered = await instructor.api.post(answers(question.postid), { body: '2~3mm 간격입니다.' });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body.datas).toMatchObject({ answered: true });
    expect(answered.body.datas.replies[0]).toMatchObject({
      kind: 'answer',
      authorName: '이강사',
      authorRole: 'staff',
      body: '2~3mm 간격입니다.',
    });

    const mail = await smtp.mailWith(holder.email, '[MEDIVENUS] ご質問に回答が届きました：봉합술 기초');
    expect(mail.text).toContain('ご質問に回答が登録されました');
    expect(mail.text).toContain('1:15');
    expect(mail.text).toContain(`https://academy.example/player/${contentsId}?lesson=${lessonIds[1]}&t=75`);
  });

  it('refuses an instructor of another course and a member; an operator answers any course', async () => {
    const { contentsId, lessonIds, holder } = await heldCourse();
    const other = await heldCourse();
    const question = (await ask(holder, contentsId, lessonIds[0]!)).body.datas;
    const elsewhere = await createInstructor([other.contentsId]);
    const refused = await elsewhere.api.post(answers(question.postid), { body: '제가 답합니다' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await holder.api.post(answers(question.postid), { body: '셀프 답변' })).status).toBe(403);

    const admin = await createAdmin(testApp());
    expect((await admin.api.post(answers(question.postid), { body: '운영자 답변' })).status).toBe(200);
  });

  it('the console lists the questions of the caller’s courses, unanswered first', async () => {
    const first = await heldCourse();
    const second = await heldCourse();
    const answeredQ = (await ask(first.holder, first.contentsId, first.lessonIds[0]!, { title: '답변됨' }))
      .body.datas;
    testApp().clock.advance(1000);
    await ask(first.holder, first.contentsId, first.lessonIds[0]!, { title: '대기 중' });
    await ask(second.holder, second.contentsId, second.lessonIds[0]!, { title: '다른 강의' });
    const instructor = await createInstructor([first.contentsId]);
    await instructor.api.post(answers(answeredQ.postid), { body: '답변' });

    const all = await instructor.api.get(`${STAFF}?status=all`);
    expect(all.status, all.text).toBe(200);
    expect(all.body.datas.map((q: { title: string }) => q.title)).toEqual(['대기 중', '답변됨']);
    expect(all.body.datas[0]).toMatchObject({ courseTitle: '봉합술 기초', answered: false });
    const waiting = await instructor.api.get(STAFF);
    expect(waiting.body.datas.map((q: { title: string }) => q.title)).toEqual(['대기 중']);

    const unassigned = await createInstructor([]);
    expect((await unassigned.api.get(STAFF)).body.total).toBe(0);
    const member = await createMember(testApp());
    expect((await member.api.get(STAFF)).status).toBe(403);
  });

  it('only the asker resolves and reopens their question', async () => {
    const t = testApp();
    const { contentsId, lessonIds, holder } = await heldCourse();
    const question = (await ask(holder, contentsId, lessonIds[0]!)).body.datas;
    const classmate = await createMember(t);
    await createEnrolment(t, classmate.id, contentsId, null);
    expect((await classmate.api.post(resolve(question.postid), { resolved: true })).status).toBe(403);

    const resolved = await holder.api.post(resolve(question.postid), { resolved: true });
    expect(resolved.body.datas.resolved).toBe(true);
    const reopened = await holder.api.post(resolve(question.postid), { resolved: false });
    expect(reopened.body.datas.resolved).toBe(false);
  });

  it('other holders follow up; a member without the course cannot', async () => {
    const t = testApp();
    const { contentsId, lessonIds, holder } = await heldCourse();
    const question = (await ask(holder, contentsId, lessonIds[0]!)).body.datas;
    const classmate = await createMember(t, { name: '박동료' });
    await createEnrolment(t, classmate.id, contentsId, null);
    const added = await classmate.api.post(followUps(question.postid), { body: '저도 궁금합니다.' });
    expect(added.status, added.text).toBe(200);
    expect(added.body.datas.replies[0]).toMatchObject({ kind: 'followup', authorName: '박*료', mine: true });

    const stranger = await createMember(t);
    const refused = await stranger.api.post(followUps(question.postid), { body: '지나가다' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_HOLDER');
  });
});

describe('questions: images, the posting budget and suspension', () => {
  it('an image is decoded and encoded again before it is stored and attached; a non-image is refused', async () => {
    const { contentsId, lessonIds, holder } = await heldCourse();
    for (const format of ['png', 'jpeg'] as const) {
      const sent = await photo(format);
      expect(sent.includes(Buffer.from('secret-exif-marker'))).toBe(true);
      const uploaded = await postFile(testApp(), holder.token, IMAGES, `board.${format}`, sent);
      expect(uploaded.status, uploaded.text).toBe(200);
      const { imagePath } = uploaded.body.datas;
      expect(imagePath).toMatch(
        new RegExp(`^/GetUrl/questions/[0-9a-f]{24}\\.${format === 'jpeg' ? 'jpg' : 'png'}$`),
      );
      const served = await apiClient(testApp()).get(imagePath);
      expect(served.status).toBe(200);
      expect(served.rawPayload.equals(sent)).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('secret-exif-marker'))).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(48);

      const asked = await ask(holder, contentsId, lessonIds[0]!, { imagePath });
      expect(asked.body.datas.imageUrl).toBe(imagePath);
    }

    const script = Buffer.from('<script>alert(1)</script>');
    const refused = await postFile(testApp(), holder.token, IMAGES, 'photo.png', script, { locale: 'en' });
    expect(refused.status).toBe(415);
    expect(refused.body.code).toBe('UPLOAD_TYPE');
    // A post names only an uploaded question image, never an address of its own.
    const foreign = await ask(holder, contentsId, lessonIds[0]!, { imagePath: 'https://evil.example/x.png' });
    expect(foreign.status).toBe(400);
  });

  it('posting spends one budget per account across questions and follow-ups', async () => {
    const { contentsId, lessonIds, holder } = await heldCourse();
    const question = (await ask(holder, contentsId, lessonIds[0]!)).body.datas;
    for (let i = 0; i < 5; i++)
      expect((await holder.api.post(followUps(question.postid), { body: `추가 ${i}` })).status).toBe(200);
    const limited = await ask(holder, contentsId, lessonIds[0]!);
    expect(limited.status).toBe(429);
    // Another account still has its own budget.
    const t = testApp();
    const classmate = await createMember(t);
    await createEnrolment(t, classmate.id, contentsId, null);
    expect((await ask(classmate, contentsId, lessonIds[0]!)).status).toBe(200);
  });

  it('a suspended member cannot post', async () => {
    const { contentsId, lessonIds, holder } = await heldCourse();
    const question = (await ask(holder, contentsId, lessonIds[0]!)).body.datas;
    const admin = await createAdmin(testApp());
    const suspended = await admin.api.post(`/api/Admin/Members/${holder.useruid}/Status`, {
      status: 'suspended',
    });
    expect(suspended.status, suspended.text).toBe(200);
    expect((await ask(holder, contentsId, lessonIds[0]!)).status).toBe(401);
    expect((await holder.api.post(followUps(question.postid), { body: '정지 후' })).status).toBe(401);
    expect((await apiClient(testApp()).get(list(contentsId))).body.total).toBe(1);
  });
});
