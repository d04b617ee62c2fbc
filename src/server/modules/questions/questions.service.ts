import { randomBytes } from 'node:crypto';
import type { Locale } from '@shared/constants';
import type {
  AskQuestionBody,
  CoursePost,
  CourseQuestionsQuery,
  QuestionThread,
  ReplyBody,
  StaffQuestion,
  StaffQuestionsQuery,
  UploadedQuestionImage,
} from '@shared/contract/questions';
import { pickLocalized } from '@shared/localized';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/account';
import { contents, lessons } from '../../db/schema/catalogue';
import { coursePosts } from '../../db/schema/questions';
import { forbidden, invalid, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { maskName } from '../credits/credits.service';
import type { ReceivedFile } from '../files/upload-pipeline';
import { assertCourseStaff, assignedCourseIds } from '../instructors/course-staff';
import { courseAccessFor } from '../learning/course-access';
import { shownTo } from '../moderation/shown-to';
import { deliverNotices } from '../notifications/notify-member';
import { noticeQuestionAnswered } from './question-notice';

type PostRow = typeof coursePosts.$inferSelect;
type Viewer = Pick<SessionUser, 'id'> | null;

const notFound = () => recordNotFound('questions.notFound');

/** Staff write under their own name; a member who asks or follows up is shown by a masked one. */
function toPost(
  row: PostRow,
  author: { name: string; role: string } | undefined,
  viewer: Viewer,
): CoursePost {
  const staff = row.kind === 'answer';
  const name = author?.name ?? '';
  return {
    postid: row.id,
    kind: row.kind,
    authorName: staff ? name : maskName(name),
    authorRole: staff ? 'staff' : 'member',
    body: row.body,
    imageUrl: row.imagePath,
    hidden: row.hiddenAt !== null,
    mine: viewer !== null && row.userId === viewer.id,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Questions with their visible replies and the names they are shown under, in the given order. */
async function threadsOf(
  ctx: AppContext,
  questions: PostRow[],
  viewer: Viewer,
  locale: Locale,
): Promise<QuestionThread[]> {
  if (questions.length === 0) return [];
  const ids = questions.map((row) => row.id);
  const replies = await ctx.db
    .select()
    .from(coursePosts)
    .where(and(inArray(coursePosts.questionId, ids), shownTo(coursePosts, viewer?.id ?? null)))
    .orderBy(asc(coursePosts.createdAt), asc(coursePosts.id));
  const all = [...questions, ...replies];
  const authorIds = [...new Set(all.map((row) => row.userId))];
  const lessonIds = [...new Set(questions.flatMap((row) => (row.lessonId ? [row.lessonId] : [])))];
  const [authors, lessonRows, answeredRows] = await Promise.all([
    ctx.db
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(inArray(users.id, authorIds)),
    lessonIds.length > 0
      ? ctx.db
          .select({ id: lessons.id, title: lessons.title })
          .from(lessons)
          .where(inArray(lessons.id, lessonIds))
      : Promise.resolve([]),
    // Answered counts every answer, hidden or not: the staff did answer.
    ctx.db
      .select({ questionId: coursePosts.questionId })
      .from(coursePosts)
      .where(and(inArray(coursePosts.questionId, ids), eq(coursePosts.kind, 'answer'))),
  ]);
  const authorOf = new Map(authors.map((row) => [row.id, row]));
  const lessonTitle = new Map(lessonRows.map((row) => [row.id, pickLocalized(row.title, locale)]));
  const answered = new Set(answeredRows.map((row) => row.questionId));
  return questions.map((question) => ({
    ...toPost(question, authorOf.get(question.userId), viewer),
    contentsid: question.contentsId,
    lessonid: question.lessonId,
    lessonTitle: question.lessonId ? (lessonTitle.get(question.lessonId) ?? null) : null,
    atSecond: question.atSecond,
    title: question.title ?? '',
    resolved: question.resolvedAt !== null,
    answered: answered.has(question.id),
    replies: replies
      .filter((reply) => reply.questionId === question.id)
      .map((reply) => toPost(reply, authorOf.get(reply.userId), viewer)),
  }));
}

async function publishedCourse(ctx: AppContext, contentsId: number) {
  const [course] = await ctx.db
    .select({ id: contents.id, membershipIncluded: contents.membershipIncluded, title: contents.title })
    .from(contents)
    .where(and(eq(contents.id, contentsId), eq(contents.conttype, 'course'), eq(contents.isPublished, true)));
  if (!course) throw recordNotFound();
  return course;
}

/** Whether the member holds the course now (bought and unexpired, by membership, or an operator). */
async function assertHolder(ctx: AppContext, user: SessionUser, contentsId: number) {
  const course = await publishedCourse(ctx, contentsId);
  const decision = (await courseAccessFor(ctx, user, [course])).get(course.id);
  if (!decision?.allowed) throw forbidden('NOT_HOLDER', 'questions.holdersOnly');
  return course;
}

/** A course's questions, newest first, for anyone: visitors read them before buying. */
export async function listCourseQuestions(
  ctx: AppContext,
  viewer: Viewer,
  locale: Locale,
  contentsId: number,
  query: CourseQuestionsQuery,
): Promise<{ items: QuestionThread[]; total: number }> {
  await publishedCourse(ctx, contentsId);
  const where = and(
    eq(coursePosts.contentsId, contentsId),
    eq(coursePosts.kind, 'question'),
    query.lessonid ? eq(coursePosts.lessonId, query.lessonid) : undefined,
    shownTo(coursePosts, viewer?.id ?? null),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(coursePosts)
      .where(where)
      .orderBy(desc(coursePosts.createdAt), desc(coursePosts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(coursePosts).where(where),
  ]);
  return { items: await threadsOf(ctx, rows, viewer, locale), total: total?.n ?? 0 };
}

/** A holder asks about one of the course's lessons, at a moment of its video when they chose one. */
export async function askQuestion(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  contentsId: number,
  input: AskQuestionBody,
): Promise<QuestionThread> {
  await assertHolder(ctx, user, contentsId);
  const [lesson] = await ctx.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, input.lessonid), eq(lessons.contentsId, contentsId)));
  if (!lesson) throw invalid('LESSON_NOT_IN_COURSE', 'questions.lessonNotInCourse');
  const [row] = await ctx.db
    .insert(coursePosts)
    .values({
      contentsId,
      lessonId: lesson.id,
      kind: 'question',
      userId: user.id,
      atSecond: input.atSecond ?? null,
      title: input.title,
      body: input.body,
      imagePath: input.imagePath ?? null,
    })
    .returning();
  const [thread] = await threadsOf(ctx, [row!], user, locale);
  return thread!;
}

/** The question a reply is for, when the caller may see it; a reply to a reply is refused. */
async function questionFor(db: Executor, questionId: number, viewer: Viewer, lock = false): Promise<PostRow> {
  const query = db
    .select()
    .from(coursePosts)
    .where(
      and(
        eq(coursePosts.id, questionId),
        eq(coursePosts.kind, 'question'),
        shownTo(coursePosts, viewer?.id ?? null),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * Staff of the course answer; the asker is mailed in their language, with a link to the moment of
 * the question, in the same transaction as the answer (then delivered once it commits).
 */
export async function answerQuestion(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  questionId: number,
  input: ReplyBody,
): Promise<QuestionThread> {
  const question = await questionFor(ctx.db, questionId, null);
  await assertCourseStaff(ctx.db, user, question.contentsId);
  await ctx.db.transaction(async (tx) => {
    const [answer] = await tx
      .insert(coursePosts)
      .values(replyValues(question, user, 'answer', input))
      .returning({ id: coursePosts.id });
    if (question.userId !== user.id) await noticeQuestionAnswered(ctx, tx, question, answer!.id);
  });
  deliverNotices(ctx);
  const [thread] = await threadsOf(ctx, [question], user, locale);
  return thread!;
}

/** Another holder (or the asker) adds to the thread. */
export async function followUp(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  questionId: number,
  input: ReplyBody,
): Promise<QuestionThread> {
  const question = await questionFor(ctx.db, questionId, user);
  await assertHolder(ctx, user, question.contentsId);
  await ctx.db.insert(coursePosts).values(replyValues(question, user, 'followup', input));
  const [thread] = await threadsOf(ctx, [question], user, locale);
  return thread!;
}

function replyValues(question: PostRow, user: SessionUser, kind: 'answer' | 'followup', input: ReplyBody) {
  return {
    contentsId: question.contentsId,
    lessonId: question.lessonId,
    questionId: question.id,
    kind,
    userId: user.id,
    body: input.body,
    imagePath: input.imagePath ?? null,
  };
}

/** Only the asker marks their question resolved, or open again. */
export async function resolveQuestion(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  questionId: number,
  resolved: boolean,
): Promise<QuestionThread> {
  const updated = await ctx.db.transaction(async (tx) => {
    const question = await questionFor(tx, questionId, user, true);
    if (question.userId !== user.id) throw forbidden('NOT_ASKER', 'questions.askerOnly');
    // Resolving twice keeps the first moment.
    const resolvedAt = resolved ? (question.resolvedAt ?? ctx.now()) : null;
    const [row] = await tx
      .update(coursePosts)
      .set({ resolvedAt, updatedAt: ctx.now() })
      .where(eq(coursePosts.id, question.id))
      .returning();
    return row!;
  });
  const [thread] = await threadsOf(ctx, [updated], user, locale);
  return thread!;
}

/** The replies table again, under its own name, for "has an answer" inside a query on questions. */
const answers = alias(coursePosts, 'answers');
const answeredSql: SQL<boolean> = sql<boolean>`exists (select 1 from ${coursePosts} ${answers} where ${answers.questionId} = ${coursePosts.id} and ${answers.kind} = 'answer')`;

/**
 * The staff console: questions of the courses the caller speaks for (an operator: every course),
 * unanswered first, then newest first. `unanswered` leaves out those answered or resolved.
 */
export async function listStaffQuestions(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  query: StaffQuestionsQuery,
): Promise<{ items: StaffQuestion[]; total: number }> {
  const scope = user.role === 'admin' ? null : await assignedCourseIds(ctx.db, user.id);
  if (scope !== null && scope.length === 0) return { items: [], total: 0 };
  const where = and(
    eq(coursePosts.kind, 'question'),
    scope ? inArray(coursePosts.contentsId, scope) : undefined,
    query.status === 'unanswered' ? and(sql`not ${answeredSql}`, isNull(coursePosts.resolvedAt)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ post: coursePosts, courseTitle: contents.title })
      .from(coursePosts)
      .innerJoin(contents, eq(contents.id, coursePosts.contentsId))
      .where(where)
      .orderBy(answeredSql, desc(coursePosts.createdAt), desc(coursePosts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(coursePosts).where(where),
  ]);
  const threads = await threadsOf(
    ctx,
    rows.map((row) => row.post),
    user,
    locale,
  );
  return {
    items: threads.map((thread, index) => ({
      ...thread,
      courseTitle: pickLocalized(rows[index]!.courseTitle, locale),
    })),
    total: total?.n ?? 0,
  };
}

/**
 * Stores a post's image, already decoded and encoded again by the upload pipeline, under a random
 * name; the post then names it by its path.
 */
export async function storeQuestionImage(
  ctx: AppContext,
  file: ReceivedFile,
): Promise<UploadedQuestionImage> {
  const stored = `${randomBytes(12).toString('hex')}${file.extension}`;
  return { imagePath: await ctx.storage.putFile('questions', stored, file.path) };
}
