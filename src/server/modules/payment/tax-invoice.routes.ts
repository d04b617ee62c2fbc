import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import { paymentIdParams } from '@shared/contract/payment';
import {
  adminTaxInvoiceItem,
  adminTaxInvoiceListQuery,
  taxInvoiceBusinessOnFile,
  taxInvoiceIssueBody,
  taxInvoiceParams,
  taxInvoiceRequestBody,
  taxInvoiceSummary,
} from '@shared/contract/tax-invoice';
import { translate } from '@shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth';
import { ok, paged } from '../../http/envelope';
import { businessOnFile, requestTaxInvoice } from './tax-invoice.service';
import { listTaxInvoices, markTaxInvoiceIssued } from './tax-invoice-console.service';

const tags = ['Tax invoices'];
const member = { access: 'member' } as const;
const admin = { access: 'admin' } as const;
/** Marking issued records its own audit entry (target and changed fields). */
const selfAudited = { access: 'admin', audit: false } as const;

/** 세금계산서: a partner member asks on a paid order; the console lists the requests and marks them issued. */
export const taxInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Payment/TaxInvoice/Business',
    { config: member, schema: { tags, response: { 200: envelopeOf(taxInvoiceBusinessOnFile) } } },
    async (request) => ok(await businessOnFile(ctx, currentUser(request))),
  );

  app.post(
    '/api/Payment/TaxInvoice/:paymentid',
    {
      config: member,
      schema: {
        tags,
        params: paymentIdParams,
        body: taxInvoiceRequestBody,
        response: { 200: envelopeOf(taxInvoiceSummary) },
      },
    },
    async (request) => {
      const { taxInvoice, created } = await requestTaxInvoice(
        ctx,
        currentUser(request),
        request.params.paymentid,
        request.body,
      );
      const message = created ? 'taxInvoice.requested' : 'taxInvoice.alreadyRequested';
      return ok(taxInvoice, translate(request.locale, message));
    },
  );

  app.get(
    '/api/Admin/TaxInvoices',
    {
      config: admin,
      schema: {
        tags,
        querystring: adminTaxInvoiceListQuery,
        response: { 200: pagedEnvelopeOf(adminTaxInvoiceItem) },
      },
    },
    async (request) => {
      const { items, total } = await listTaxInvoices(ctx, request.locale, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.post(
    '/api/Admin/TaxInvoices/:taxInvoiceId/Issue',
    {
      config: selfAudited,
      schema: {
        tags,
        params: taxInvoiceParams,
        body: taxInvoiceIssueBody,
        response: { 200: envelopeOf(taxInvoiceSummary) },
      },
    },
    async (request) =>
      ok(await markTaxInvoiceIssued(ctx, currentUser(request), request.params.taxInvoiceId, request.body)),
  );
};
