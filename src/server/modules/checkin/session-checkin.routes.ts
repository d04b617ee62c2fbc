import { adminAttendeeParams, adminContentsParams } from '@shared/contract/admin-catalogue';
import { envelopeOf } from '@shared/contract/envelope';
import {
  presenceCorrectionBody,
  presenceResult,
  sessionScanBody,
  sessionScanResult,
} from '@shared/contract/session-checkin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { correctPresence, recordScan } from './session-checkin.service';

const tags = ['Admin catalogue'];
/** The scans are their own record (session_scans, with the operator); a correction is audited by the service. */
const ownRecord = { access: 'admin', audit: false } as const;

export const sessionCheckinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/Admin/Contents/:contentsid/CheckIns',
    {
      config: ownRecord,
      schema: {
        tags,
        params: adminContentsParams,
        body: sessionScanBody,
        response: { 200: envelopeOf(sessionScanResult) },
      },
    },
    async (request) =>
      ok(await recordScan(ctx, currentUser(request), request.params.contentsid, request.body)),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Attendees/:enrolmentid/Presence',
    {
      config: ownRecord,
      schema: {
        tags,
        params: adminAttendeeParams,
        body: presenceCorrectionBody,
        response: { 200: envelopeOf(presenceResult) },
      },
    },
    async (request) =>
      ok(
        await correctPresence(
          ctx,
          currentUser(request),
          request.params.contentsid,
          request.params.enrolmentid,
          request.body,
        ),
      ),
  );
};
