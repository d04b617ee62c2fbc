import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lessons } from '../../db/schema/catalogue';
import { lessonProgress } from '../../db/schema/learning';
import { lessonShownToMembers } from '../contents/curriculum';

export function rateOf(completed: number, total: number): number {
  return total === 0 ? 0 : Math.floor((completed / total) * 100);
}

/** A member's progress in a course: completed lessons over the lessons members see, in whole percent. */
export async function courseProgressRate(db: Executor, userId: number, contentsId: number): Promise<number> {
  const [totals] = await db
    .select({
      total: sql<number>`(select count(*)::int from ${lessons} where ${lessons.contentsId} = ${contentsId} and ${lessonShownToMembers})`,
      completed: count(),
    })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.contentsId, contentsId),
        isNotNull(lessonProgress.completedAt),
        lessonShownToMembers,
      ),
    );
  return rateOf(totals?.completed ?? 0, totals?.total ?? 0);
}
