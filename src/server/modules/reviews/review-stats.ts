import type { RatingSummary } from '@shared/contract/reviews';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { contents } from '../../db/schema/catalogue';
import { courseReviews } from '../../db/schema/reviews';

const visible = isNull(courseReviews.hiddenAt);

/**
 * The average and count of every course's visible reviews, as ONE grouped subquery that card lists
 * left-join: a page of cards costs one aggregate, not a query per card. Courses without reviews get
 * nulls from the join (see `cardRating`).
 */
export const reviewStats = new QueryBuilder()
  .select({
    contentsId: courseReviews.contentsId,
    average: sql<number>`round(avg(${courseReviews.rating}), 2)`.mapWith(Number).as('rating_average'),
    count: sql<number>`count(*)::int`.mapWith(Number).as('rating_count'),
  })
  .from(courseReviews)
  .where(visible)
  .groupBy(courseReviews.contentsId)
  .as('review_stats');

/** The join condition of `reviewStats` onto a list of courses: `.leftJoin(reviewStats, ratedCourse)`. */
export const ratedCourse = eq(reviewStats.contentsId, contents.id);

/** The card's rating columns, from a query that left-joined `reviewStats` (null without reviews). */
export const cardRating = { ratingAverage: reviewStats.average, ratingCount: reviewStats.count };

/** Rating sort for card lists: best first, courses without reviews last, more reviews first on a tie. */
export const byRating = [
  sql`${reviewStats.average} desc nulls last`,
  sql`${reviewStats.count} desc nulls last`,
];

/** One course's visible reviews: average (two decimals), count and the count of each star, 5 to 1. */
export async function ratingSummaryOf(db: Executor, contentsId: number): Promise<RatingSummary> {
  const rows = await db
    .select({ rating: courseReviews.rating, n: count() })
    .from(courseReviews)
    .where(and(eq(courseReviews.contentsId, contentsId), visible))
    .groupBy(courseReviews.rating);
  const total = rows.reduce((sum, row) => sum + row.n, 0);
  const points = rows.reduce((sum, row) => sum + row.rating * row.n, 0);
  return {
    average: total === 0 ? null : Math.round((points / total) * 100) / 100,
    count: total,
    distribution: [5, 4, 3, 2, 1].map((rating) => ({
      rating,
      count: rows.find((row) => row.rating === rating)?.n ?? 0,
    })),
  };
}
