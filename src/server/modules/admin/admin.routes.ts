import {
  adminDashboard,
  adminGrantBody,
  adminMemberDetail,
  adminMemberListItem,
  adminMemberListQuery,
  adminMemberParams,
  adminRoleBody,
  adminStatusBody,
  auditItem,
  auditListQuery,
} from '@shared/contract/admin';
import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok, paged } from '../../http/envelope';
import * as members from '../account/member-administration.service';
import { listAudit, listAuditActions } from '../audit/audit.service';
import { getDashboard } from './admin-dashboard.service';

const tags = ['Admin'];
/** These writes record their own audit entry with the previous value. */
const admin = { access: 'admin', audit: false } as const;
/** An instructor who loses the role or is suspended leaves the course pages they were shown on. */
const accountChange = { ...admin, invalidates: 'catalogue' } as const;

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Admin/Dashboard',
    { config: admin, schema: { tags, response: { 200: envelopeOf(adminDashboard) } } },
    async (request) => ok(await getDashboard(ctx, request.locale)),
  );

  app.get(
    '/api/Admin/Members',
    {
      config: admin,
      schema: {
        tags,
        querystring: adminMemberListQuery,
        response: { 200: pagedEnvelopeOf(adminMemberListItem) },
      },
    },
    async (request) => {
      const { items, total } = await members.listMembers(ctx, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/api/Admin/Members/:useruid',
    {
      config: admin,
      schema: { tags, params: adminMemberParams, response: { 200: envelopeOf(adminMemberDetail) } },
    },
    async (request) =>
      ok(await members.getMemberDetail(ctx, currentUser(request), request.locale, request.params.useruid)),
  );

  app.post(
    '/api/Admin/Members/:useruid/Status',
    {
      config: accountChange,
      schema: {
        tags,
        params: adminMemberParams,
        body: adminStatusBody,
        response: { 200: envelopeOf(adminMemberListItem) },
      },
    },
    async (request) =>
      ok(
        await members.setMemberStatus(
          ctx,
          currentUser(request),
          request.params.useruid,
          request.body.status,
          request.body.reason,
        ),
      ),
  );

  app.post(
    '/api/Admin/Members/:useruid/Role',
    {
      config: accountChange,
      schema: {
        tags,
        params: adminMemberParams,
        body: adminRoleBody,
        response: { 200: envelopeOf(adminMemberListItem) },
      },
    },
    async (request) =>
      ok(await members.setMemberRole(ctx, currentUser(request), request.params.useruid, request.body.role)),
  );

  app.post(
    '/api/Admin/Members/:useruid/Grant',
    {
      config: admin,
      schema: {
        tags,
        params: adminMemberParams,
        body: adminGrantBody,
        response: {
          200: envelopeOf(z.object({ enrolmentId: z.number().int(), expiresAt: z.string().nullable() })),
        },
      },
    },
    async (request) =>
      ok(await members.grantCourse(ctx, currentUser(request), request.params.useruid, request.body)),
  );

  app.get(
    '/api/Admin/AuditLog',
    {
      config: admin,
      schema: { tags, querystring: auditListQuery, response: { 200: pagedEnvelopeOf(auditItem) } },
    },
    async (request) => {
      const { items, total } = await listAudit(ctx, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/api/Admin/AuditLog/Actions',
    { config: admin, schema: { tags, response: { 200: envelopeOf(z.array(z.string())) } } },
    async () => ok(await listAuditActions(ctx)),
  );
};
