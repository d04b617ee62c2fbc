import {
  adminAttendanceBody,
  adminAttendanceSet,
  adminAttendee,
  adminAttendeeParams,
  adminCaptionQuery,
  adminChapterSaveBody,
  adminContentsDetail,
  adminContentsListItem,
  adminContentsListQuery,
  adminContentsParams,
  adminContentsSaveBody,
  adminCurriculumOrderBody,
  adminDeleteQuery,
  adminLessonParams,
  adminLessonSaveBody,
  adminPublishBody,
  adminRecruitmentBody,
  adminSessionCancelBody,
  adminThumbnail,
  adminVideo,
  adminVideoParams,
} from '@shared/contract/admin-catalogue';
import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok, paged } from '../../http/envelope';
import { getContents, listContents } from '../contents/contents-console.service';
import { deleteCaption, setCaption, storeThumbnail } from '../contents/contents-files.service';
import { setPublished } from '../contents/contents-publish.service';
import { deleteContents, saveContents, setRecruitmentClosed } from '../contents/contents-save.service';
import {
  deleteChapter,
  deleteLesson,
  saveChapter,
  saveLesson,
  setCurriculumOrder,
} from '../contents/curriculum-edit.service';
import * as lessonVideo from '../contents/lesson-video.service';
import { cancelSession } from '../contents/session-cancel.service';
import * as attendees from '../enrolment/session-attendees.service';
import { acceptUploads, withUpload } from '../files/upload-pipeline';
import { UPLOAD_RULES } from '../files/upload-rules';

const tags = ['Admin catalogue'];
const read = { access: 'admin' } as const;
/** A catalogue write: the public listings' cache is dropped after it; its service records the audit entry. */
const auditedWrite = { access: 'admin', invalidates: 'catalogue', audit: false } as const;
const detail = { 200: envelopeOf(adminContentsDetail) };
const multipart = ['multipart/form-data'];

export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await acceptUploads(app);

  app.get(
    '/api/Admin/Contents',
    {
      config: read,
      schema: {
        tags,
        querystring: adminContentsListQuery,
        response: { 200: pagedEnvelopeOf(adminContentsListItem) },
      },
    },
    async (request) => {
      const { items, total } = await listContents(ctx, request.locale, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/api/Admin/Contents/:contentsid',
    { config: read, schema: { tags, params: adminContentsParams, response: detail } },
    async (request) => ok(await getContents(ctx, request.params.contentsid)),
  );

  app.post(
    '/api/Admin/Contents/Save',
    { config: auditedWrite, schema: { tags, body: adminContentsSaveBody, response: detail } },
    async (request) => ok(await saveContents(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/api/Admin/Contents/Delete',
    {
      config: auditedWrite,
      schema: { tags, querystring: adminDeleteQuery, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await deleteContents(ctx, currentUser(request), request.query.id);
      return ok(null);
    },
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Publish',
    {
      config: auditedWrite,
      schema: { tags, params: adminContentsParams, body: adminPublishBody, response: detail },
    },
    async (request) =>
      ok(
        await setPublished(
          ctx,
          currentUser(request),
          request.params.contentsid,
          request.body.published,
          request.locale,
        ),
      ),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Cancel',
    {
      config: auditedWrite,
      schema: { tags, params: adminContentsParams, body: adminSessionCancelBody, response: detail },
    },
    async (request) => {
      await cancelSession(ctx, currentUser(request), request.params.contentsid, request.body.reason);
      return ok(await getContents(ctx, request.params.contentsid));
    },
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Recruitment',
    {
      config: auditedWrite,
      schema: { tags, params: adminContentsParams, body: adminRecruitmentBody, response: detail },
    },
    async (request) =>
      ok(
        await setRecruitmentClosed(ctx, currentUser(request), request.params.contentsid, request.body.closed),
      ),
  );

  app.post(
    '/api/Admin/Contents/Thumbnail',
    {
      config: { access: 'admin', audit: false },
      schema: { tags, consumes: multipart, response: { 200: envelopeOf(adminThumbnail) } },
    },
    async (request) =>
      ok(
        await withUpload(request, UPLOAD_RULES.thumbnail, (file) =>
          storeThumbnail(ctx, currentUser(request), file),
        ),
      ),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Chapters/Save',
    {
      config: auditedWrite,
      schema: { tags, params: adminContentsParams, body: adminChapterSaveBody, response: detail },
    },
    async (request) =>
      ok(await saveChapter(ctx, currentUser(request), request.params.contentsid, request.body)),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Chapters/Delete',
    {
      config: auditedWrite,
      schema: { tags, params: adminContentsParams, querystring: adminDeleteQuery, response: detail },
    },
    async (request) =>
      ok(await deleteChapter(ctx, currentUser(request), request.params.contentsid, request.query.id)),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Lessons/Save',
    {
      config: auditedWrite,
      schema: { tags, params: adminContentsParams, body: adminLessonSaveBody, response: detail },
    },
    async (request) =>
      ok(await saveLesson(ctx, currentUser(request), request.params.contentsid, request.body)),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Lessons/Delete',
    {
      config: auditedWrite,
      schema: { tags, params: adminContentsParams, querystring: adminDeleteQuery, response: detail },
    },
    async (request) =>
      ok(await deleteLesson(ctx, currentUser(request), request.params.contentsid, request.query.id)),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Curriculum/Order',
    {
      config: auditedWrite,
      schema: { tags, params: adminContentsParams, body: adminCurriculumOrderBody, response: detail },
    },
    async (request) =>
      ok(await setCurriculumOrder(ctx, currentUser(request), request.params.contentsid, request.body)),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Lessons/:lessonid/Video',
    {
      config: auditedWrite,
      schema: {
        tags,
        params: adminLessonParams,
        consumes: multipart,
        response: { 200: envelopeOf(adminVideo) },
      },
    },
    async (request) =>
      ok(
        await withUpload(request, UPLOAD_RULES.video, (file) =>
          lessonVideo.attachVideo(
            ctx,
            currentUser(request),
            request.params.contentsid,
            request.params.lessonid,
            file,
            request.log,
          ),
        ),
      ),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Lessons/:lessonid/Video/Replacement/Retry',
    {
      config: { access: 'admin', audit: false },
      schema: { tags, params: adminLessonParams, response: { 200: envelopeOf(adminVideo) } },
    },
    async (request) =>
      ok(
        await lessonVideo.retryReplacement(
          ctx,
          currentUser(request),
          request.params.contentsid,
          request.params.lessonid,
          request.log,
        ),
      ),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Lessons/:lessonid/Video/Replacement/Delete',
    {
      config: { access: 'admin', audit: false },
      schema: { tags, params: adminLessonParams, response: detail },
    },
    async (request) =>
      ok(
        await lessonVideo.discardReplacement(
          ctx,
          currentUser(request),
          request.params.contentsid,
          request.params.lessonid,
        ),
      ),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Lessons/:lessonid/Captions',
    {
      config: auditedWrite,
      schema: {
        tags,
        params: adminLessonParams,
        querystring: adminCaptionQuery,
        consumes: multipart,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await withUpload(request, UPLOAD_RULES.caption, (file) =>
          setCaption(
            ctx,
            currentUser(request),
            request.params.contentsid,
            request.params.lessonid,
            request.query.lang,
            file,
          ),
        ),
      ),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Lessons/:lessonid/Captions/Delete',
    {
      config: auditedWrite,
      schema: { tags, params: adminLessonParams, querystring: adminCaptionQuery, response: detail },
    },
    async (request) =>
      ok(
        await deleteCaption(
          ctx,
          currentUser(request),
          request.params.contentsid,
          request.params.lessonid,
          request.query.lang,
        ),
      ),
  );

  app.get(
    '/api/Admin/Videos/:videoid',
    { config: read, schema: { tags, params: adminVideoParams, response: { 200: envelopeOf(adminVideo) } } },
    async (request) => ok(await lessonVideo.getVideo(ctx, request.params.videoid)),
  );

  app.get(
    '/api/Admin/Contents/:contentsid/Attendees',
    {
      config: read,
      schema: { tags, params: adminContentsParams, response: { 200: envelopeOf(z.array(adminAttendee)) } },
    },
    async (request) =>
      ok(await attendees.listAttendees(ctx, currentUser(request), request.params.contentsid)),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Attendees/:enrolmentid/Attendance',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags,
        params: adminAttendeeParams,
        body: adminAttendanceBody,
        response: {
          200: envelopeOf(adminAttendanceSet),
        },
      },
    },
    async (request) =>
      ok(
        await attendees.setAttendance(
          ctx,
          currentUser(request),
          request.params.contentsid,
          request.params.enrolmentid,
          request.body.attended,
        ),
      ),
  );
};
