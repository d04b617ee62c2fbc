import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { examAttempts } from '../../src/server/db/schema/exam';
import type {
  AdminCourseExams,
  AdminQuestionSaveBody,
  ExamAttempt,
  ExamResult,
} from '../../src/shared/contract/exam';
import {
  createAdmin,
  createCourseWithLessons,
  createEnrolment,
  createMember,
  createReadyVideo,
  type Member,
} from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ seed: false });

/** Keys that would tell a member the answer, or why it is the answer, before submitting. */
const KEY_FIELDS = ['isAnswer', 'answerTrue', 'explanation', 'correct', 'chosen'];
const EXPLANATIONS = ['보톡스는 신경독소다', '필러 설명', '히알루론산 설명', '리도카인 설명'];

const QUESTIONS: AdminQuestionSaveBody[] = [
  {
    kind: 'single',
    text: { ko: '보톡스의 작용 기전은?', en: 'How does botulinum toxin act?', ja: '' },
    explanation: { ko: EXPLANATIONS[0]!, en: '', ja: '' },
    options: [
      { text: { ko: '아세틸콜린 분비 억제', en: 'Blocks acetylcholine release', ja: '' }, isAnswer: true },
      { text: { ko: '콜라겐 생성', en: 'Builds collagen', ja: '' }, isAnswer: false },
      { text: { ko: '혈관 확장', en: 'Dilates vessels', ja: '' }, isAnswer: false },
    ],
    chapterid: null,
  },
  {
    kind: 'multiple',
    text: { ko: '필러 재료를 모두 고르시오', en: 'Pick every filler material', ja: '' },
    explanation: { ko: EXPLANATIONS[1]!, en: '', ja: '' },
    options: [
      { text: { ko: '히알루론산', en: 'Hyaluronic acid', ja: '' }, isAnswer: true },
      { text: { ko: 'PLLA', en: 'PLLA', ja: '' }, isAnswer: true },
      { text: { ko: '생리식염수', en: 'Saline', ja: '' }, isAnswer: false },
    ],
    chapterid: null,
  },
  {
    kind: 'truefalse',
    text: { ko: '히알루론산 필러는 녹일 수 있다', en: 'Hyaluronic acid filler can be dissolved', ja: '' },
    explanation: { ko: EXPLANATIONS[2]!, en: '', ja: '' },
    answerTrue: true,
    options: [],
    chapterid: null,
  },
  {
    kind: 'truefalse',
    text: { ko: '리도카인은 마취제가 아니다', en: 'Lidocaine is not an anaesthetic', ja: '' },
    explanation: { ko: EXPLANATIONS[3]!, en: '', ja: '' },
    answerTrue: false,
    options: [],
    chapterid: null,
  },
];

let admin: Member;
let course: { contentsId: number; lessonIds: number[] };
let bank: AdminCourseExams;
let examId: number;

function walk(
  value: unknown,
  visit: (key: string | null, value: unknown) => void,
  key: string | null = null,
) {
  visit(key, value);
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === 'object')
    for (const [name, child] of Object.entries(value)) walk(child, visit, name);
}

/** Fails if anything in the raw answer names a right option or an explanation. */
function expectNoAnswerKey(raw: string) {
  walk(JSON.parse(raw), (key, value) => {
    expect(KEY_FIELDS, `field ${key}`).not.toContain(key);
    if (typeof value === 'string') for (const text of EXPLANATIONS) expect(value).not.toContain(text);
  });
}

/** The right option ids of each question, as the console shows them. */
function answerKey(exams: AdminCourseExams): Map<number, string[]> {
  return new Map(
    exams.questions.map((question) => [
      question.questionid,
      question.kind === 'truefalse'
        ? [question.answerTrue ? 'true' : 'false']
        : question.options.filter((option) => option.isAnswer).map((option) => option.optionid),
    ]),
  );
}

const rightAnswers = (attempt: ExamAttempt) =>
  attempt.questions.map((question) => ({
    questionid: question.questionid,
    optionids: answerKey(bank).get(question.questionid)!,
  }));

const wrongAnswers = (attempt: ExamAttempt) =>
  attempt.questions.map((question) => ({
    questionid: question.questionid,
    optionids: [
      question.options.find((option) => !answerKey(bank).get(question.questionid)!.includes(option.optionid))!
        .optionid,
    ],
  }));

async function enrolledMember(contentsId = course.contentsId): Promise<Member> {
  const member = await createMember(testApp());
  await createEnrolment(testApp(), member.id, contentsId, null);
  return member;
}

const start = (member: Member, id = examId) => member.api.post<ExamAttempt>(`/api/Exam/Start/${id}`);
const submit = (member: Member, attempt: ExamAttempt, answers: ReturnType<typeof rightAnswers>) =>
  member.api.post<ExamResult>(`/api/Exam/Attempt/${attempt.attemptid}/Submit`, { answers });
const saveAnswers = (member: Member, attempt: ExamAttempt, answers: ReturnType<typeof rightAnswers>) =>
  member.api.put(`/api/Exam/Attempt/${attempt.attemptid}/Answers`, { answers });

/** A course of short lessons with ready videos: one save of 20 s completes each. */
async function shortCourse(lessonCount: number) {
  const specs = [];
  for (let i = 0; i < lessonCount; i++)
    specs.push({ videoId: await createReadyVideo(testApp(), 20), durationSec: 20 });
  return createCourseWithLessons(testApp(), {}, specs);
}

async function watchEveryLesson(member: Member, lessonIds: number[]) {
  for (const lessonid of lessonIds) {
    const saved = await member.api.post('/api/Learning/SaveProgress', {
      lessonid,
      positionSec: 20,
      watchedSec: 20,
    });
    expect(saved.body.datas.completed).toBe(true);
  }
}

async function saveExam(contentsId: number, body: Record<string, unknown>) {
  const response = await admin.api.post<AdminCourseExams>(`/api/Admin/Contents/${contentsId}/Exams/Save`, {
    title: { ko: '수료 시험', en: 'Final test' },
    passPercent: 60,
    maxAttempts: 2,
    ...body,
  });
  expect(response.status, response.text).toBe(200);
  return response.body.datas;
}

beforeAll(async () => {
  admin = await createAdmin(testApp());
  course = await shortCourse(2);
  for (const question of QUESTIONS) {
    const saved = await admin.api.post(`/api/Admin/Contents/${course.contentsId}/Questions/Save`, question);
    expect(saved.status, saved.text).toBe(200);
  }
  bank = await saveExam(course.contentsId, {});
  examId = bank.exams[0]!.examid;
}, 60_000);

describe('the console edits a course’s question bank and tests', () => {
  it('lists the exam with the bank it draws from, keys included for the operator', () => {
    expect(bank.exams).toEqual([
      expect.objectContaining({
        examid: examId,
        chapterid: null,
        passPercent: 60,
        maxAttempts: 2,
        bankSize: 4,
      }),
    ]);
    expect(bank.questions.map((question) => question.kind)).toEqual([
      'single',
      'multiple',
      'truefalse',
      'truefalse',
    ]);
    expect(bank.questions[0]!.options.filter((option) => option.isAnswer)).toHaveLength(1);
  });

  it('refuses a malformed question or exam with a message in the operator’s language', async () => {
    const twoAnswers = {
      ...QUESTIONS[0]!,
      options: QUESTIONS[0]!.options.map((option) => ({ ...option, isAnswer: true })),
    };
    const single = await admin.api.post(
      `/api/Admin/Contents/${course.contentsId}/Questions/Save`,
      twoAnswers,
      {
        lang: 'ko',
      },
    );
    expect(single.status).toBe(400);
    expect(single.body.code).toBe('VALIDATION');
    expect(single.body.respMessage).toContain('단일 선택 문항은 정답을 정확히 1개');

    const noAnswer = { ...QUESTIONS[2]!, answerTrue: undefined };
    const trueFalse = await admin.api.post(
      `/api/Admin/Contents/${course.contentsId}/Questions/Save`,
      noAnswer,
      {
        lang: 'ja',
      },
    );
    expect(trueFalse.status).toBe(400);
    expect(trueFalse.body.respMessage).toContain('正誤問題の正解を選んでください');

    const oneOption = { ...QUESTIONS[0]!, options: QUESTIONS[0]!.options.slice(0, 1) };
    const few = await admin.api.post(`/api/Admin/Contents/${course.contentsId}/Questions/Save`, oneOption);
    expect(few.body.respMessage).toContain('Enter at least 2 options');

    const badMark = await admin.api.post(
      `/api/Admin/Contents/${course.contentsId}/Exams/Save`,
      { title: { ko: '시험' }, passPercent: 120, maxAttempts: 1 },
      { lang: 'ko' },
    );
    expect(badMark.status).toBe(400);
    expect(badMark.body.respMessage).toContain('합격 점수는 1에서 100 사이');

    const twice = await admin.api.post(`/api/Admin/Contents/${course.contentsId}/Exams/Save`, {
      title: { ko: '두 번째 시험' },
      passPercent: 50,
      maxAttempts: 1,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.respMessage).toBe('This course (or chapter) already has a test.');
  });

  it('keeps a member out of the console', async () => {
    const member = await enrolledMember();
    const response = await member.api.get(`/api/Admin/Contents/${course.contentsId}/Exams`);
    expect(response.status).toBe(403);
  });
});

describe('a member takes the test', () => {
  it('refuses a member who is not enrolled', async () => {
    const stranger = await createMember(testApp());
    const response = await start(stranger);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('NOT_ENROLLED');
  });

  it('hands out texts and option ids only, in an order fixed for the attempt', async () => {
    const member = await enrolledMember();
    const list = await member.api.get(`/api/Exam/Course/${course.contentsId}`, { lang: 'ko' });
    expect(list.status).toBe(200);
    expectNoAnswerKey(list.text);
    expect(list.body.datas[0]).toMatchObject({
      examid: examId,
      questionCount: 4,
      attemptsLeft: 2,
      passed: false,
    });

    const first = await start(member);
    expect(first.status, first.text).toBe(200);
    expectNoAnswerKey(first.text);
    expect(first.body.datas.questions).toHaveLength(4);
    const again = await start(member);
    expectNoAnswerKey(again.text);
    expect(again.body.datas.attemptid).toBe(first.body.datas.attemptid);
    expect(again.body.datas.questions).toEqual(first.body.datas.questions);

    const saved = await saveAnswers(member, first.body.datas, wrongAnswers(first.body.datas));
    expect(saved.status).toBe(200);
    expectNoAnswerKey(saved.text);
    const resumed = await start(member);
    expectNoAnswerKey(resumed.text);
    expect(resumed.body.datas.answers).toHaveLength(4);
    const early = await member.api.get(`/api/Exam/Attempt/${first.body.datas.attemptid}/Result`);
    expect(early.status).toBe(409);
    expectNoAnswerKey(early.text);
  });

  it('grades on the server: the score, pass or fail, and each question with its explanation', async () => {
    const member = await enrolledMember();
    const attempt = (await start(member)).body.datas;
    // Three right of four: the multiple-choice question with only one of its two right options.
    const answers = rightAnswers(attempt).map((answer) => {
      const question = bank.questions.find((q) => q.questionid === answer.questionid)!;
      return question.kind === 'multiple' ? { ...answer, optionids: answer.optionids.slice(0, 1) } : answer;
    });
    const result = await submit(member, attempt, answers);
    expect(result.status, result.text).toBe(200);
    expect(result.body.datas).toMatchObject({
      score: 75,
      passed: true,
      correctCount: 3,
      questionCount: 4,
      late: false,
    });
    const multiple = result.body.datas.questions.find((question) => question.kind === 'multiple')!;
    expect(multiple.correct).toBe(false);
    expect(multiple.explanation).toBe(EXPLANATIONS[1]);
    expect(multiple.options.filter((option) => option.isAnswer)).toHaveLength(2);
    // A repeated submit answers the same result and grades nothing again.
    const repeated = await submit(member, attempt, wrongAnswers(attempt));
    expect(repeated.body.datas).toMatchObject({ score: 75, passed: true });
    // Passed: no further attempt, and the history shows the one taken.
    expect((await start(member)).body.code).toBe('EXAM_PASSED');
    const list = await member.api.get(`/api/Exam/Course/${course.contentsId}`);
    expect(list.body.datas[0]).toMatchObject({ passed: true, bestScore: 75, attemptsLeft: 1 });
    expect(list.body.datas[0].attempts).toEqual([
      expect.objectContaining({ number: 1, score: 75, passed: true }),
    ]);
    const fromHistory = await member.api.get(`/api/Exam/Attempt/${attempt.attemptid}/Result`);
    expect(fromHistory.body.datas.score).toBe(75);
  });

  it('refuses an answer that is not on the paper, and another member’s attempt', async () => {
    const member = await enrolledMember();
    const attempt = (await start(member)).body.datas;
    const forged = await submit(member, attempt, [
      { questionid: attempt.questions[0]!.questionid, optionids: ['x'] },
    ]);
    expect(forged.status).toBe(400);
    expect(forged.body.respMessage).toBe('An answer names a question or option that is not on this paper.');
    const other = await enrolledMember();
    expect((await submit(other, attempt, rightAnswers(attempt))).status).toBe(404);
  });

  it('limits the attempts: after the last one fails, no more', async () => {
    const member = await enrolledMember();
    for (let i = 0; i < 2; i++) {
      const attempt = (await start(member)).body.datas;
      expect(attempt.number).toBe(i + 1);
      const result = await submit(member, attempt, wrongAnswers(attempt));
      expect(result.body.datas).toMatchObject({ score: 0, passed: false });
    }
    const third = await start(member);
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('EXAM_ATTEMPTS_USED');
    expect(third.body.respMessage).toBe('You have used every attempt of this test.');
  });

  it('never exceeds the limit when starts arrive at once', async () => {
    const member = await enrolledMember();
    const answers = await Promise.all(Array.from({ length: 6 }, () => start(member)));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect(new Set(answers.map((answer) => answer.body.datas.attemptid)).size).toBe(1);
    await submit(member, answers[0]!.body.datas, wrongAnswers(answers[0]!.body.datas));
    const second = await Promise.all(Array.from({ length: 6 }, () => start(member)));
    expect(new Set(second.map((answer) => answer.body.datas.attemptid)).size).toBe(1);
    await submit(member, second[0]!.body.datas, wrongAnswers(second[0]!.body.datas));
    const third = await Promise.all(Array.from({ length: 6 }, () => start(member)));
    expect(third.map((answer) => answer.status)).toEqual([409, 409, 409, 409, 409, 409]);
    const rows = await testApp()
      .database.db.select()
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, member.id)));
    expect(rows).toHaveLength(2);
  });
});

describe('completion: the watch threshold, plus the test when the course has one', () => {
  it('holds the certificate and the completed mark until the test is passed', async () => {
    const member = await enrolledMember();
    await watchEveryLesson(member, course.lessonIds);
    const player = await member.api.get(`/api/Learning/Player/${course.contentsId}`);
    expect(player.body.datas).toMatchObject({ progressRate: 100, hasExam: true, examPending: true });
    const refused = await member.api.post(`/api/Learning/IssueCertificate/${course.contentsId}`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.respMessage).toBe("Pass the course's test to receive the certificate.");
    const mine = await member.api.get('/api/Learning/MyCourses');
    expect(
      mine.body.datas.find((c: { contentsid: number }) => c.contentsid === course.contentsId).completed,
    ).toBe(false);

    const attempt = (await start(member)).body.datas;
    expect((await submit(member, attempt, rightAnswers(attempt))).body.datas.passed).toBe(true);
    const issued = await member.api.post(`/api/Learning/IssueCertificate/${course.contentsId}`, {});
    expect(issued.status, issued.text).toBe(200);
    const after = await member.api.get('/api/Learning/MyCourses');
    expect(
      after.body.datas.find((c: { contentsid: number }) => c.contentsid === course.contentsId).completed,
    ).toBe(true);
    expect((await member.api.get(`/api/Learning/Player/${course.contentsId}`)).body.datas.examPending).toBe(
      false,
    );
  });

  it('leaves a course without a test as it was: watching completes it', async () => {
    const plain = await shortCourse(1);
    const member = await enrolledMember(plain.contentsId);
    await watchEveryLesson(member, plain.lessonIds);
    const player = await member.api.get(`/api/Learning/Player/${plain.contentsId}`);
    expect(player.body.datas).toMatchObject({ progressRate: 100, hasExam: false, examPending: false });
    expect((await member.api.post(`/api/Learning/IssueCertificate/${plain.contentsId}`, {})).status).toBe(
      200,
    );
    expect((await member.api.get(`/api/Exam/Course/${plain.contentsId}`)).body.datas).toEqual([]);
  });

  it('keeps a taken test: the console cannot delete it', async () => {
    const response = await admin.api.post(`/api/Admin/Exams/Delete?id=${examId}`);
    expect(response.status).toBe(409);
    expect(response.body.respMessage).toBe('A test members have taken cannot be deleted.');
  });
});

describe('the time limit, enforced by the server', () => {
  let timedCourse: { contentsId: number; lessonIds: number[] };
  let timedExam: number;

  beforeAll(async () => {
    timedCourse = await shortCourse(1);
    for (const question of QUESTIONS.slice(2))
      await admin.api.post(`/api/Admin/Contents/${timedCourse.contentsId}/Questions/Save`, question);
    const saved = await saveExam(timedCourse.contentsId, {
      timeLimitMin: 10,
      passPercent: 100,
      maxAttempts: 3,
    });
    timedExam = saved.exams[0]!.examid;
    bank = { ...bank, questions: [...bank.questions, ...saved.questions] };
  });

  it('accepts a submission within the deadline’s grace', async () => {
    const member = await enrolledMember(timedCourse.contentsId);
    const attempt = (await start(member, timedExam)).body.datas;
    expect(Date.parse(attempt.deadlineAt!) - Date.parse(attempt.startedAt)).toBe(10 * 60_000);
    testApp().clock.advance(10 * 60_000 + 20_000);
    const result = await submit(member, attempt, rightAnswers(attempt));
    expect(result.body.datas).toMatchObject({ score: 100, passed: true, late: false });
  });

  it('after the deadline, refuses new answers and grades what was saved in time', async () => {
    const member = await enrolledMember(timedCourse.contentsId);
    const attempt = (await start(member, timedExam)).body.datas;
    await saveAnswers(member, attempt, wrongAnswers(attempt));
    testApp().clock.advance(11 * 60_000);
    const late = await saveAnswers(member, attempt, rightAnswers(attempt));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('EXAM_TIME_UP');
    const result = await submit(member, attempt, rightAnswers(attempt));
    expect(result.status).toBe(200);
    expect(result.body.datas).toMatchObject({ score: 0, passed: false, late: true });
  });

  it('closes an attempt left open past its deadline, which then counts as used', async () => {
    const member = await enrolledMember(timedCourse.contentsId);
    const attempt = (await start(member, timedExam)).body.datas;
    await saveAnswers(member, attempt, rightAnswers(attempt));
    // Access tokens last about half an hour: far enough past the deadline, still logged in.
    testApp().clock.advance(20 * 60_000);
    const list = await member.api.get(`/api/Exam/Course/${timedCourse.contentsId}`);
    expect(list.body.datas[0]).toMatchObject({ openAttemptId: null, passed: true, attemptsLeft: 2 });
    expect(list.body.datas[0].attempts[0]).toMatchObject({ number: 1, score: 100, passed: true });
  });
});
