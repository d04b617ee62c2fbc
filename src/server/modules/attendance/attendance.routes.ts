import {
  attendanceSession,
  heartbeatAnswer,
  heartbeatBody,
  openAttendanceBody,
  presenceAnswer,
  presenceBody,
} from '@shared/contract/attendance';
import { envelopeOf } from '@shared/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import * as service from './attendance.service';

const tags = ['Attendance'];
const member = { access: 'member' } as const;

/** Verified watch time on credit-bearing courses (decision 101). */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/Attendance/Open',
    {
      config: member,
      schema: { tags, body: openAttendanceBody, response: { 200: envelopeOf(attendanceSession) } },
    },
    async (request) => ok(await service.openAttendance(ctx, currentUser(request), request.body.lessonid)),
  );

  app.post(
    '/api/Attendance/Heartbeat',
    { config: member, schema: { tags, body: heartbeatBody, response: { 200: envelopeOf(heartbeatAnswer) } } },
    async (request) => ok(await service.recordHeartbeat(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/api/Attendance/Presence',
    { config: member, schema: { tags, body: presenceBody, response: { 200: envelopeOf(presenceAnswer) } } },
    async (request) => ok(await service.answerPresence(ctx, currentUser(request), request.body)),
  );
};
