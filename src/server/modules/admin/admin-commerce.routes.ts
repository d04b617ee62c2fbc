import {
  adminCampaignItem,
  adminCampaignListQuery,
  adminCodeItem,
  adminCodeListQuery,
  adminMembershipItem,
  adminMembershipListQuery,
  adminOrderDetail,
  adminOrderItem,
  adminOrderListQuery,
  adminOrderParams,
  campaignCreateBody,
  campaignParams,
  campaignUpdateBody,
  codeParams,
  generateCodesBody,
  generatedCodes,
  voidCodeBody,
} from '@shared/contract/admin-commerce';
import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import { membershipPlanSettings } from '@shared/contract/membership';
import {
  adminCashReceiptItem,
  adminCashReceiptListQuery,
  operatorCancelBody,
  operatorCanceled,
  operatorRefundBody,
  refundApproved,
} from '@shared/contract/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok, paged } from '../../http/envelope';
import * as coupons from '../coupon/coupon-campaigns.service';
import * as issue from '../coupon/coupon-issue.service';
import * as lifecycle from '../coupon/coupon-lifecycle.service';
import { listMemberships } from '../membership/membership-list.service';
import { planSettings } from '../membership/membership-plan';
import { listCashReceipts } from '../payment/cash-receipt-console.service';
import { cancelOrder, refundOrder } from '../payment/operator-refund.service';
import { getOrder, listOrders } from '../payment/order-console.service';

const tags = ['Admin commerce'];
const admin = { access: 'admin' } as const;
/** A write whose service records its own audit entry (target and changed fields). */
const selfAudited = { access: 'admin', audit: false } as const;

/** The console's commerce screens: orders, coupon campaigns and codes, memberships and the plan. */
export const adminCommerceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Admin/Orders',
    {
      config: admin,
      schema: { tags, querystring: adminOrderListQuery, response: { 200: pagedEnvelopeOf(adminOrderItem) } },
    },
    async (request) => {
      const { items, total } = await listOrders(ctx, request.locale, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/api/Admin/Orders/:paymentid',
    {
      config: admin,
      schema: { tags, params: adminOrderParams, response: { 200: envelopeOf(adminOrderDetail) } },
    },
    async (request) => ok(await getOrder(ctx, request.locale, request.params.paymentid)),
  );

  app.get(
    '/api/Admin/CashReceipts',
    {
      config: admin,
      schema: {
        tags,
        querystring: adminCashReceiptListQuery,
        response: { 200: pagedEnvelopeOf(adminCashReceiptItem) },
      },
    },
    async (request) => {
      const { items, total } = await listCashReceipts(ctx, request.locale, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.post(
    '/api/Admin/Orders/:paymentid/Refund',
    {
      config: selfAudited,
      schema: {
        tags,
        params: adminOrderParams,
        body: operatorRefundBody,
        response: { 200: envelopeOf(refundApproved) },
      },
    },
    async (request) =>
      ok(await refundOrder(ctx, currentUser(request), request.params.paymentid, request.body)),
  );

  app.post(
    '/api/Admin/Orders/:paymentid/Cancel',
    {
      config: selfAudited,
      schema: {
        tags,
        params: adminOrderParams,
        body: operatorCancelBody,
        response: { 200: envelopeOf(operatorCanceled) },
      },
    },
    async (request) =>
      ok(await cancelOrder(ctx, currentUser(request), request.params.paymentid, request.body)),
  );

  app.get(
    '/api/Admin/Coupons/Campaigns',
    {
      config: admin,
      schema: {
        tags,
        querystring: adminCampaignListQuery,
        response: { 200: pagedEnvelopeOf(adminCampaignItem) },
      },
    },
    async (request) => {
      const { items, total } = await coupons.listCampaigns(ctx, request.locale, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.post(
    '/api/Admin/Coupons/Campaigns',
    {
      config: selfAudited,
      schema: {
        tags,
        body: campaignCreateBody,
        response: { 200: envelopeOf(adminCampaignItem.extend({ codes: z.array(z.string()) })) },
      },
    },
    async (request) =>
      ok(await issue.createCampaign(ctx, currentUser(request), request.locale, request.body)),
  );

  app.get(
    '/api/Admin/Coupons/Campaigns/:campaignId',
    {
      config: admin,
      schema: { tags, params: campaignParams, response: { 200: envelopeOf(adminCampaignItem) } },
    },
    async (request) => ok(await coupons.getCampaign(ctx, request.locale, request.params.campaignId)),
  );

  app.put(
    '/api/Admin/Coupons/Campaigns/:campaignId',
    {
      config: selfAudited,
      schema: {
        tags,
        params: campaignParams,
        body: campaignUpdateBody,
        response: { 200: envelopeOf(adminCampaignItem) },
      },
    },
    async (request) =>
      ok(
        await lifecycle.updateCampaign(
          ctx,
          currentUser(request),
          request.locale,
          request.params.campaignId,
          request.body,
        ),
      ),
  );

  app.post(
    '/api/Admin/Coupons/Campaigns/:campaignId/End',
    {
      config: selfAudited,
      schema: { tags, params: campaignParams, response: { 200: envelopeOf(adminCampaignItem) } },
    },
    async (request) =>
      ok(await lifecycle.endCampaign(ctx, currentUser(request), request.locale, request.params.campaignId)),
  );

  app.post(
    '/api/Admin/Coupons/Codes/:couponnumber/Void',
    {
      config: selfAudited,
      schema: { tags, params: codeParams, body: voidCodeBody, response: { 200: envelopeOf(adminCodeItem) } },
    },
    async (request) =>
      ok(
        await lifecycle.voidCode(ctx, currentUser(request), request.params.couponnumber, request.body.reason),
      ),
  );

  app.post(
    '/api/Admin/Coupons/Campaigns/:campaignId/Codes',
    {
      config: selfAudited,
      schema: {
        tags,
        params: campaignParams,
        body: generateCodesBody,
        response: { 200: envelopeOf(generatedCodes) },
      },
    },
    async (request) =>
      ok(
        await issue.generateCodes(
          ctx,
          currentUser(request),
          request.params.campaignId,
          request.body.quantity,
        ),
      ),
  );

  app.get(
    '/api/Admin/Coupons/Campaigns/:campaignId/Codes',
    {
      config: admin,
      schema: {
        tags,
        params: campaignParams,
        querystring: adminCodeListQuery,
        response: { 200: pagedEnvelopeOf(adminCodeItem) },
      },
    },
    async (request) => {
      const { items, total } = await coupons.listCodes(ctx, request.params.campaignId, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/api/Admin/Memberships',
    {
      config: admin,
      schema: {
        tags,
        querystring: adminMembershipListQuery,
        response: { 200: pagedEnvelopeOf(adminMembershipItem) },
      },
    },
    async (request) => {
      const { items, total } = await listMemberships(ctx, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/api/Admin/Membership/Plan',
    { config: admin, schema: { tags, response: { 200: envelopeOf(membershipPlanSettings) } } },
    async () => ok(await planSettings(ctx.db)),
  );
};
