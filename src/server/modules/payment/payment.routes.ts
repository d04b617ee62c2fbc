import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import { pagingQuery } from '@shared/contract/paging';
import {
  adminRefundItem,
  adminRefundListQuery,
  buyerInfo,
  buyerInfoOnFile,
  freeEnrolment,
  PAYMENT_PROVIDERS,
  paymentCanceled,
  paymentConfirmBody,
  paymentCreateBody,
  paymentCreated,
  paymentIdParams,
  paymentInfo,
  paymentKeyParams,
  paymentListItem,
  paymentMethodsOffered,
  paymentTabParams,
  receiptDatas,
  refundAccountBody,
  refundApproveBody,
  refundApproved,
  refundDecisionBody,
  refundIdParams,
  refundRequestBody,
  trainingAvailability,
  trainingIdParams,
} from '@shared/contract/payment';
import { translate } from '@shared/i18n/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok, paged } from '../../http/envelope';
import type { ProviderName } from '../../integrations/payment/provider';
import { getBuyerInfo, updateBuyerInfo } from './buyer-profile';
import { checkTraining, createPayment } from './checkout.service';
import { enrolFree } from './free-enrolment';
import { confirmPayment } from './payment-confirm.service';
import { getPaymentInfo, getReceipt, listPayments } from './payment-history.service';
import { offeredMethods } from './payment-methods';
import { handleWebhook } from './payment-webhook';
import * as refunds from './refund.service';
import { refundToMemberAccount } from './session-refunds';

const tags = ['Payment'];
const member = { access: 'member' } as const;
const admin = { access: 'admin' } as const;
/** Refund decisions record their own audit entry (target and changed fields). */
const selfAudited = { access: 'admin', audit: false } as const;

const refundDecision = z.object({
  refundid: z.number().int(),
  status: z.enum(['approved', 'rejected']),
  amount: z.number().int(),
});

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/Payment/Create',
    {
      config: member,
      schema: { tags, body: paymentCreateBody, response: { 200: envelopeOf(paymentCreated) } },
    },
    async (request) => ok(await createPayment(ctx, currentUser(request), request.locale, request.body)),
  );

  app.get(
    '/api/Payment/Methods',
    { config: member, schema: { tags, response: { 200: envelopeOf(paymentMethodsOffered) } } },
    async () => ok(offeredMethods(ctx)),
  );

  app.post(
    '/api/Payment/Confirm',
    {
      config: member,
      schema: { tags, body: paymentConfirmBody, response: { 200: envelopeOf(paymentInfo) } },
    },
    async (request) => ok(await confirmPayment(ctx, currentUser(request), request.locale, request.body)),
  );

  app.get(
    '/api/Payment/GetList/:tab',
    {
      config: member,
      schema: {
        tags,
        params: paymentTabParams,
        querystring: pagingQuery,
        response: { 200: pagedEnvelopeOf(paymentListItem) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listPayments(
        ctx,
        currentUser(request),
        request.locale,
        request.params.tab,
        {
          page,
          pageSize,
        },
      );
      return paged(items, total, page, pageSize);
    },
  );

  app.get(
    '/api/Payment/GetInfo/:paymentid',
    { config: member, schema: { tags, params: paymentIdParams, response: { 200: envelopeOf(paymentInfo) } } },
    async (request) =>
      ok(await getPaymentInfo(ctx, currentUser(request), request.locale, request.params.paymentid)),
  );

  app.get(
    '/api/Payment/UserInfo',
    { config: member, schema: { tags, response: { 200: envelopeOf(buyerInfoOnFile) } } },
    async (request) => ok(await getBuyerInfo(ctx, currentUser(request))),
  );

  app.put(
    '/api/Payment/UpdateUserInfo',
    { config: member, schema: { tags, body: buyerInfo, response: { 200: envelopeOf(buyerInfo) } } },
    async (request) => ok(await updateBuyerInfo(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/api/Payment/Receipt/:paymentKey',
    {
      config: member,
      schema: { tags, params: paymentKeyParams, response: { 200: envelopeOf(receiptDatas) } },
    },
    async (request) => ok(await getReceipt(ctx, currentUser(request), request.params.paymentKey)),
  );

  app.post(
    '/api/Payment/EnrolFree/:id',
    {
      config: { ...member, invalidates: 'catalogue' },
      schema: {
        tags,
        params: trainingIdParams,
        response: {
          200: envelopeOf(freeEnrolment),
        },
      },
    },
    async (request) => ok(await enrolFree(ctx, currentUser(request), request.params.id)),
  );

  app.get(
    '/api/Payment/checktraining/:id',
    {
      config: member,
      schema: { tags, params: trainingIdParams, response: { 200: envelopeOf(trainingAvailability) } },
    },
    async (request) => ok(await checkTraining(ctx, request.params.id)),
  );

  app.post(
    '/api/Payment/Cancel/:paymentid',
    {
      config: member,
      schema: {
        tags,
        params: paymentIdParams,
        response: {
          200: envelopeOf(paymentCanceled),
        },
      },
    },
    async (request) =>
      ok(await refunds.cancelUnpaidOrder(ctx, currentUser(request), request.params.paymentid)),
  );

  app.post(
    '/api/Payment/RequestRefund/:paymentid',
    {
      config: member,
      schema: {
        tags,
        params: paymentIdParams,
        body: refundRequestBody,
        response: {
          200: envelopeOf(
            z.object({
              refundid: z.number().int(),
              policy: z.enum(['full', 'partial']),
              amount: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await refunds.requestRefund(ctx, currentUser(request), request.params.paymentid, request.body),
        translate(request.locale, 'payment.refundRequested'),
      ),
  );

  app.post(
    '/api/Payment/RefundAccount/:paymentid',
    {
      config: member,
      schema: {
        tags,
        params: paymentIdParams,
        body: refundAccountBody,
        response: { 200: envelopeOf(refundApproved) },
      },
    },
    async (request) =>
      ok(
        await refundToMemberAccount(
          ctx,
          currentUser(request),
          request.params.paymentid,
          request.body.refundAccount,
        ),
        translate(request.locale, 'payment.sessionRefunded'),
      ),
  );

  app.get(
    '/api/Payment/Admin/Refunds',
    {
      config: admin,
      schema: {
        tags,
        querystring: adminRefundListQuery,
        response: { 200: pagedEnvelopeOf(adminRefundItem) },
      },
    },
    async (request) => {
      const { items, total } = await refunds.listRefunds(ctx, request.locale, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.post(
    '/api/Payment/Admin/ApproveRefund/:refundid',
    {
      config: selfAudited,
      schema: {
        tags,
        params: refundIdParams,
        body: refundApproveBody,
        response: { 200: envelopeOf(refundApproved) },
      },
    },
    async (request) =>
      ok(await refunds.approveRefund(ctx, currentUser(request), request.params.refundid, request.body)),
  );

  app.post(
    '/api/Payment/Admin/RejectRefund/:refundid',
    {
      config: selfAudited,
      schema: {
        tags,
        params: refundIdParams,
        body: refundDecisionBody,
        response: { 200: envelopeOf(refundDecision) },
      },
    },
    async (request) =>
      ok(await refunds.rejectRefund(ctx, currentUser(request), request.params.refundid, request.body.note)),
  );

  // Outside /api: the gateway sends no app headers. Answering 200 tells it to stop retrying. The
  // body reaches the provider as the bytes that came, whatever their type: a gateway that signs
  // its webhooks signs exactly those, and a parsed and re-serialised body would no longer match.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const received = (request: FastifyRequest) => ({
      method: request.method,
      headers: request.headers,
      rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    });
    webhooks.post('/webhooks/payment', { schema: { hide: true } }, async (request) => {
      const outcome = await handleWebhook(ctx, received(request));
      return { success: true, outcome };
    });
    // A provider that signs its webhooks has an address of its own: only its verifier reads them.
    webhooks.post(
      '/webhooks/payment/:provider',
      {
        schema: {
          tags,
          description:
            "A payment provider's webhook, verified by that provider's adapter (PortOne: Standard Webhooks signature headers) and followed up at the provider. 400 when the verification fails.",
          params: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
          response: {
            200: z.object({ success: z.literal(true), outcome: z.enum(['processed', 'ignored']) }),
          },
        },
      },
      async (request) => {
        const outcome = await handleWebhook(
          ctx,
          received(request),
          (request.params as { provider: ProviderName }).provider,
        );
        return { success: true as const, outcome };
      },
    );
  });
};
