import { randomBytes } from 'node:crypto';
import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { lessons } from '../../db/schema/catalogue';
import { adminTransaction } from '../../domain/admin-transaction';
import type { SessionUser } from '../../domain/session-user';
import { recordChange } from '../audit/record-change';
import type { ReceivedFile } from '../files/upload-pipeline';
import { getContents } from './contents-console.service';
import { findCourse, findLesson, touch } from './contents-records';

const randomName = (extension: string) => `${randomBytes(12).toString('hex')}${extension}`;

/** Replaces the lesson's captions in one language with the uploaded WebVTT file. */
export async function setCaption(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  lessonId: number,
  lang: string,
  file: ReceivedFile,
): Promise<AdminContentsDetail> {
  await findCourse(ctx.db, contentsId);
  await findLesson(ctx.db, contentsId, lessonId);
  const url = await ctx.storage.putFile('captions', randomName('.vtt'), file.path);
  await adminTransaction(ctx, admin, async (tx) => {
    const lesson = await findLesson(tx, contentsId, lessonId);
    const captions = [...lesson.captions.filter((caption) => caption.lang !== lang), { lang, url }];
    await tx.update(lessons).set({ captions }).where(eq(lessons.id, lessonId));
    await touch(tx, ctx, contentsId);
    await recordChange(
      tx,
      admin,
      'lesson.uploadCaptions',
      { type: 'lesson', id: lessonId },
      { captions: lesson.captions.map((caption) => caption.lang) },
      { captions: captions.map((caption) => caption.lang), file: file.originalName, size: file.size },
    );
  });
  return getContents(ctx, contentsId);
}

export async function deleteCaption(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  lessonId: number,
  lang: string,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    await findCourse(tx, contentsId, true);
    const lesson = await findLesson(tx, contentsId, lessonId);
    await tx
      .update(lessons)
      .set({ captions: lesson.captions.filter((caption) => caption.lang !== lang) })
      .where(eq(lessons.id, lessonId));
    const target = { type: 'lesson', id: lessonId } as const;
    const langs = lesson.captions.map((caption) => caption.lang);
    await recordChange(
      tx,
      admin,
      'lesson.deleteCaptions',
      target,
      { captions: langs },
      {
        captions: langs.filter((known) => known !== lang),
      },
    );
    await touch(tx, ctx, contentsId);
  });
  return getContents(ctx, contentsId);
}

/** Stores an uploaded image as a public file; the course or session form then saves its address. */
export async function storeThumbnail(
  ctx: AppContext,
  admin: SessionUser,
  file: ReceivedFile,
): Promise<{ thumbnailUrl: string }> {
  const thumbnailUrl = await ctx.storage.putFile('thumbnails', randomName(file.extension), file.path);
  await recordChange(ctx.db, admin, 'upload.thumbnail', { type: 'upload', id: thumbnailUrl }, null, {
    file: file.originalName,
    size: file.size,
  });
  return { thumbnailUrl };
}
