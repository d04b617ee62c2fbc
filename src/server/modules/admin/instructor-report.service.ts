import type { Locale } from '@shared/constants';
import type { CourseProgressItem, SalesReport, SalesReportQuery } from '@shared/contract/admin-report';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../domain/session-user';
import { assertCourseStaff, assignedCourseIds } from '../instructors/course-staff';
import { progressReport } from './admin-progress-report.service';
import { salesReport } from './admin-sales-report.service';

/**
 * The instructor's console reads the console's own reports, narrowed to the caller's courses: an
 * operator (who also passes `access: 'instructor'`) sees every course, as the admin reports do.
 */
async function scopeOf(ctx: AppContext, user: SessionUser): Promise<number[] | undefined> {
  return user.role === 'admin' ? undefined : assignedCourseIds(ctx.db, user.id);
}

/** GET /api/Instructor/Courses: the caller's courses with their learners' progress. */
export async function myCourses(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
): Promise<CourseProgressItem[]> {
  return progressReport(ctx, locale, await scopeOf(ctx, user));
}

/** GET /api/Instructor/Sales: the sales of the caller's courses over a period. */
export async function mySales(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  query: SalesReportQuery,
): Promise<SalesReport> {
  return salesReport(ctx, locale, query, await scopeOf(ctx, user));
}

/** GET /api/Instructor/Courses/{contentsid}/Sales: one course's sales; 403 on a course not the caller's. */
export async function courseSales(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  contentsid: number,
  query: SalesReportQuery,
): Promise<SalesReport> {
  await assertCourseStaff(ctx.db, user, contentsid);
  return salesReport(ctx, locale, query, [contentsid]);
}
