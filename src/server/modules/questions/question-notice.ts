import { formatClock } from '@shared/format-clock';
import { pickLocalized } from '@shared/localized';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { contents, lessons } from '../../db/schema/catalogue';
import type { coursePosts } from '../../db/schema/questions';
import { notifyMember, siteLink } from '../notifications/notify-member';

/** The player at the question's lesson and moment (the web app's paths.player, spelled for a mail). */
export function playerLink(
  ctx: AppContext,
  question: { contentsId: number; lessonId: number | null; atSecond: number | null },
) {
  const query = new URLSearchParams();
  if (question.lessonId) query.set('lesson', String(question.lessonId));
  if (question.lessonId && question.atSecond !== null) query.set('t', String(question.atSecond));
  const search = query.size > 0 ? `?${query}` : '';
  return siteLink(ctx, `/player/${question.contentsId}${search}`);
}

/**
 * Tells the asker their question has an answer, in the asker's language, with a link that opens
 * the player at the lesson and moment they asked about. Keyed by the answer: written once.
 */
export async function noticeQuestionAnswered(
  ctx: AppContext,
  db: Executor,
  question: typeof coursePosts.$inferSelect,
  answerId: number,
) {
  const [course] = await db
    .select({ title: contents.title })
    .from(contents)
    .where(eq(contents.id, question.contentsId));
  const [lesson] = question.lessonId
    ? await db.select({ title: lessons.title }).from(lessons).where(eq(lessons.id, question.lessonId))
    : [];
  return notifyMember(ctx, db, question.userId, `question-answered:${answerId}`, (locale) => ({
    subject: 'mail.questionAnsweredSubject',
    intro: 'mail.questionAnsweredIntro',
    params: { course: pickLocalized(course?.title, locale) },
    rows: [
      ['question', question.title ?? ''],
      ...(lesson ? [['lesson', pickLocalized(lesson.title, locale)] as const] : []),
      ...(lesson && question.atSecond !== null ? [['moment', formatClock(question.atSecond)] as const] : []),
    ],
    links: [['question', playerLink(ctx, question)]],
  }));
}
