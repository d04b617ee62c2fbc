import { PAYMENT_PROVIDERS } from '@shared/contract/payment';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordNotFound } from '../../domain/errors';
import { returnLocation } from './payment-return';

const returnParams = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  flow: z.enum(['payment', 'card']),
});
const field = z.string().max(2000).optional();
/** The providers' own fields, read by the provider's adapter (Toss's, then PortOne's); `back` is the platform's. */
const returnFields = z.looseObject({
  paymentKey: field,
  orderId: field,
  amount: field,
  authKey: field,
  customerKey: field,
  paymentId: field,
  billingKey: field,
  txId: field,
  code: field,
  message: field,
  back: field,
});
const strings = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string')) as Record<
    string,
    string
  >;
const redirect = z.null().describe('303 to /paymentComplete, /paymentFail or /paymentMethodResult');

/**
 * Outside /api: where a provider's window sends the browser back, by GET (a redirect) or by a form
 * POST (as KG Inicis's standard window does). Answered with a redirect to the web's completion
 * page in the platform's terms (payment-return.ts).
 */
export const paymentReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Not in the API document: the browser, not an API client, follows this redirect, and a 303
  // carries no body for the document to describe (as /webhooks/payment, hidden too).
  const schema = {
    hide: true,
    tags: ['Payment'],
    description:
      "A payment provider's return to the site, read by that provider's adapter and passed on to the web's completion page with paymentKey, orderId and amount (or code and message), or to /paymentMethodResult with authKey and customerKey.",
    params: returnParams,
    querystring: returnFields,
    response: { 303: redirect },
  };
  const answer = async (
    params: z.infer<typeof returnParams>,
    fields: Record<string, string>,
    reply: FastifyReply,
  ): Promise<void> => {
    const location = await returnLocation(ctx, params.provider, params.flow, fields);
    if (!location) throw recordNotFound();
    reply.redirect(location, 303);
  };
  app.get('/payments/return/:provider/:flow', { schema }, (request, reply) =>
    answer(request.params, strings(request.query), reply),
  );
  app.post(
    '/payments/return/:provider/:flow',
    { schema: { ...schema, body: returnFields.optional() } },
    (request, reply) => answer(request.params, strings({ ...request.query, ...(request.body ?? {}) }), reply),
  );
};
