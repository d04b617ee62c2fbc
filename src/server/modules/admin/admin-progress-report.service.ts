import type { Locale } from '@shared/constants';
import type { CourseProgressItem } from '@shared/contract/admin-report';
import { type LocalizedText, pickLocalized } from '@shared/localized';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { currentLearners } from '../enrolment/enrolment.service';

interface Row {
  contentsid: number;
  title: LocalizedText;
  lessons: number | string;
  enrolled: number | string;
  started: number | string;
  completed: number | string;
  average: number | string | null;
}

/**
 * GET /api/Admin/Reports/Progress: per course, the members enrolled now (currentLearners, as the
 * course list counts them) and how far they got, in one pass. Progress is completed lessons over all
 * lessons, in whole percent, as the member's own page shows it (learning/course-progress.ts).
 * `courseIds` narrows it to those courses (an instructor's console); left out, every course.
 */
export async function progressReport(
  ctx: AppContext,
  locale: Locale,
  courseIds?: readonly number[],
): Promise<CourseProgressItem[]> {
  const result = (await ctx.db.execute(sql`
    with lesson_totals as (
      select contents_id, count(*) as total from lessons group by contents_id
    ),
    learners as (${currentLearners(ctx.now())}),
    progress as (
      select user_id, contents_id, count(completed_at) as completed from lesson_progress group by user_id, contents_id
    ),
    per_learner as (
      select l.contents_id, p.user_id is not null as started,
        case when coalesce(t.total, 0) = 0 then 0
          else floor(100.0 * coalesce(p.completed, 0) / t.total) end as rate
      from learners l
      left join progress p on p.user_id = l.user_id and p.contents_id = l.contents_id
      left join lesson_totals t on t.contents_id = l.contents_id
    )
    select c.id as contentsid, c.title, coalesce(t.total, 0) as lessons,
      count(pl.contents_id) as enrolled,
      count(*) filter (where pl.started) as started,
      count(*) filter (where pl.rate >= 100) as completed,
      round(avg(pl.rate)) as average
    from contents c
    left join lesson_totals t on t.contents_id = c.id
    left join per_learner pl on pl.contents_id = c.id
    where c.conttype = 'course' ${courseScope(sql`c.id`, courseIds)}
    group by c.id, t.total
    order by count(pl.contents_id) desc, c.id`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    contentsid: Number(row.contentsid),
    title: pickLocalized(row.title, locale),
    lessons: Number(row.lessons),
    enrolled: Number(row.enrolled),
    started: Number(row.started),
    completed: Number(row.completed),
    averageProgress: Number(row.average ?? 0),
  }));
}

/**
 * `and <column> in (…)` for a report scoped to some courses, nothing for the whole platform; no
 * course at all (an instructor not assigned yet) matches nothing, since `in ()` is not SQL.
 */
export function courseScope(column: SQL, courseIds: readonly number[] | undefined): SQL {
  if (courseIds === undefined) return sql``;
  if (courseIds.length === 0) return sql`and false`;
  return sql`and ${column} in (${sql.join(
    courseIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
