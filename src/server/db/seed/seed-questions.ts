import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { users } from '../schema/account';
import { contents, lessons } from '../schema/catalogue';
import { coursePosts } from '../schema/questions';

const HOUR = 3_600_000;

interface SeedThread {
  /** Which demo course, in catalogue order, and which of its lessons. */
  course: number;
  lesson: number;
  atSecond: number | null;
  title: string;
  body: string;
  answer: string | null;
  resolved: boolean;
}

/** Demo 질문·답변 in Korean, as members of a Korean platform write them. */
const THREADS: SeedThread[] = [
  {
    course: 0,
    lesson: 0,
    atSecond: 12,
    title: '주입 깊이 질문드립니다',
    body: '영상 속 시연에서 주입 깊이가 진피층인지 피하층인지 궁금합니다.\n환자 피부 두께에 따라 달라지나요?',
    answer:
      '좋은 질문입니다. 시연은 진피 중간층 기준입니다.\n피부가 얇은 분은 한 단계 얕게 들어가시고, 2강 자료의 두께 표를 참고해 주세요.',
    resolved: true,
  },
  {
    course: 0,
    lesson: 1,
    atSecond: null,
    title: '시술 후 관리 안내문 양식이 있을까요?',
    body: '환자에게 드릴 시술 후 주의사항 양식을 받을 수 있는지 문의드립니다.',
    answer: '강의 자료실에 한글·영문 안내문을 올려 두었습니다. 병원 이름만 바꿔서 쓰시면 됩니다.',
    resolved: false,
  },
  {
    course: 1,
    lesson: 0,
    atSecond: 20,
    title: '마취 크림 도포 시간',
    body: '마취 크림은 몇 분 정도 도포하시나요?',
    answer: null,
    resolved: false,
  },
];

/** A few questions on the first demo courses, asked by the demo member and answered by the operator. */
export async function seedDemoQuestions(tx: Transaction, askerId: number, now: Date): Promise<void> {
  const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  const courses = await tx
    .select({ id: contents.id })
    .from(contents)
    .where(eq(contents.conttype, 'course'))
    .orderBy(asc(contents.id));
  for (const [index, thread] of THREADS.entries()) {
    const course = courses[thread.course];
    if (!course || !staff) continue;
    const courseLessons = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.contentsId, course.id))
      .orderBy(asc(lessons.id));
    const lesson = courseLessons[thread.lesson];
    const askedAt = new Date(now.getTime() - (THREADS.length - index) * 24 * HOUR);
    const [question] = await tx
      .insert(coursePosts)
      .values({
        contentsId: course.id,
        lessonId: lesson?.id ?? null,
        kind: 'question',
        userId: askerId,
        atSecond: lesson ? thread.atSecond : null,
        title: thread.title,
        body: thread.body,
        resolvedAt: thread.resolved ? new Date(askedAt.getTime() + 5 * HOUR) : null,
        createdAt: askedAt,
      })
      .returning({ id: coursePosts.id });
    if (thread.answer)
      await tx.insert(coursePosts).values({
        contentsId: course.id,
        lessonId: lesson?.id ?? null,
        questionId: question!.id,
        kind: 'answer',
        userId: staff.id,
        body: thread.answer,
        createdAt: new Date(askedAt.getTime() + 3 * HOUR),
      });
  }
}
