import type { Locale } from '@shared/constants';
import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { pickLocalized } from '@shared/localized';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { chapters, contents, lessons, videos } from '../../db/schema/catalogue';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, invalidInput } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { hasVisibleText } from '../../markup/sanitize-html';
import { recordChange } from '../audit/record-change';
import type { ContentsRow } from './contents-cards';
import { getContents } from './contents-console.service';
import { findContents } from './contents-records';

/** A course on sale shows its picture and says what it teaches: its card and page are never blank. */
export function assertPresentable(course: {
  thumbnailUrl: string | null;
  description: Record<string, string>;
}): void {
  if (!course.thumbnailUrl) throw invalidInput('catalogue.publishNeedsImage');
  if (!Object.values(course.description).some((html) => html && hasVisibleText(html)))
    throw invalidInput('catalogue.publishNeedsDescription');
}

/**
 * A course goes on sale only with its image and description, and when every lesson has a ready
 * video: a member who paid must never meet a lesson with nothing to play. The refusal names the
 * lessons still missing one.
 */
async function assertPublishable(tx: Executor, course: ContentsRow, locale: Locale): Promise<void> {
  assertPresentable(course);
  const id = course.id;
  const rows = await tx
    .select({ lessonid: lessons.id, title: lessons.title, status: videos.status })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .leftJoin(videos, eq(videos.id, lessons.videoId))
    .where(eq(lessons.contentsId, id))
    .orderBy(asc(chapters.sortOrder), asc(lessons.sortOrder), asc(lessons.id));
  if (rows.length === 0) throw invalidInput('catalogue.publishNeedsLesson');
  const missing = rows.filter((row) => row.status !== 'ready');
  if (missing.length === 0) return;
  const titles = missing.map((row) => pickLocalized(row.title, locale));
  throw conflict('LESSONS_WITHOUT_VIDEO', 'catalogue.publishNeedsVideo', {
    params: { lessons: titles.join(', ') },
    datas: { lessons: missing.map((row, index) => ({ lessonid: row.lessonid, title: titles[index] })) },
  });
}

export async function setPublished(
  ctx: AppContext,
  admin: SessionUser,
  id: number,
  published: boolean,
  locale: Locale,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    const before = await findContents(tx, id, true);
    if (published && before.conttype === 'course') await assertPublishable(tx, before, locale);
    const now = ctx.now();
    await tx
      .update(contents)
      .set({
        isPublished: published,
        // The first publication dates the course in 'new courses'; republishing keeps that date.
        publishedAt: published ? (before.publishedAt ?? now) : before.publishedAt,
        updatedAt: now,
      })
      .where(eq(contents.id, id));
    const verb = published ? 'publish' : 'unpublish';
    const target = { type: before.conttype, id };
    await recordChange(tx, admin, `${before.conttype}.${verb}`, target, before, { isPublished: published });
  });
  return getContents(ctx, id);
}
