import { z } from 'zod';
import {
  businessNumberField,
  companyNameField,
  dateTimeText,
  emailField,
  idParam,
  requiredText,
} from './fields';
import { orderOfRecord } from './order-record';
import { adminPaging } from './paging';

/**
 * 세금계산서: a partner business asks for one on a paid bank-transfer order; an operator issues it
 * (today by hand on Hometax or the provider's site, see server integrations/tax-invoice) and enters
 * its number and date. A full refund cancels it.
 */
export const TAX_INVOICE_STATUSES = ['requested', 'issued', 'canceled'] as const;
export type TaxInvoiceStatus = (typeof TAX_INVOICE_STATUSES)[number];

/** The buyer's business as the invoice names it; prefilled from sign-up, editable in the request. */
export const taxInvoiceBusiness = z.object({
  businessNumber: businessNumberField,
  companyName: companyNameField,
  /** 대표자명: not asked at sign-up, so the partner enters it once (later requests prefill it). */
  ceoName: requiredText(50),
  businessAddress: requiredText(300),
  /** Where the e-tax invoice is sent. */
  email: emailField,
});
export type TaxInvoiceBusiness = z.infer<typeof taxInvoiceBusiness>;

/** POST /api/Payment/TaxInvoice/{paymentid} */
export const taxInvoiceRequestBody = taxInvoiceBusiness;
export type TaxInvoiceRequestBody = z.input<typeof taxInvoiceRequestBody>;

/** GET /api/Payment/TaxInvoice/Business: what the request form starts from. */
export const taxInvoiceBusinessOnFile = z.object({
  businessNumber: z.string(),
  companyName: z.string(),
  ceoName: z.string(),
  businessAddress: z.string(),
  email: z.string(),
});

/** The order's tax invoice as the member's history shows it. */
export const taxInvoiceSummary = taxInvoiceBusinessOnFile.extend({
  taxInvoiceId: z.number().int(),
  status: z.enum(TAX_INVOICE_STATUSES),
  /** The NTS approval number (승인번호), once issued. */
  invoiceNumber: z.string().nullable(),
  /** 작성일자, a day in Korea. */
  issueDate: z.iso.date().nullable(),
  /** KRW the invoice was issued for (the amount paid less refunds then). */
  issuedAmount: z.number().int().nullable(),
  requestedAt: z.iso.datetime(),
  canceledAt: z.iso.datetime().nullable(),
});
export type TaxInvoiceSummary = z.infer<typeof taxInvoiceSummary>;

/** Why an order cannot have a tax invoice (the history shows it instead of the request button). */
export const TAX_INVOICE_REFUSALS = [
  'not_partner',
  'not_paid',
  'card',
  'easy_pay',
  'cash_receipt',
  'free',
] as const;

export const taxInvoiceParams = z.object({ taxInvoiceId: idParam });

/** GET /api/Admin/TaxInvoices: newest requests first. */
export const adminTaxInvoiceListQuery = adminPaging.extend({
  status: z.enum(TAX_INVOICE_STATUSES).optional(),
});
export type AdminTaxInvoiceListQuery = z.infer<typeof adminTaxInvoiceListQuery>;

export const adminTaxInvoiceItem = taxInvoiceSummary.extend({
  ...orderOfRecord.shape,
  /**
   * Issued for another amount than the order holds now (a refund after issue): the operator issues
   * an amended invoice (수정세금계산서) with the provider.
   */
  amendmentNeeded: z.boolean(),
});
export type AdminTaxInvoiceItem = z.infer<typeof adminTaxInvoiceItem>;

/** 24 digits as NTS prints them, 8-8-8 with hyphens or without. */
const approvalNumberField = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{24}$/, { error: 'taxInvoice.invoiceNumberInvalid' }))
  .transform((digits) => `${digits.slice(0, 8)}-${digits.slice(8, 16)}-${digits.slice(16)}`);

/** POST /api/Admin/TaxInvoices/{taxInvoiceId}/Issue: what the operator copied from the issued invoice. */
export const taxInvoiceIssueBody = z.object({
  invoiceNumber: approvalNumberField,
  /** 작성일자 (YYYY-MM-DD, Korea): not before the payment, not in the future. */
  issueDate: dateTimeText(/^\d{4}-\d{2}-\d{2}$/),
});
export type TaxInvoiceIssueBody = z.input<typeof taxInvoiceIssueBody>;
/** The entry as the server reads it: the number as 8-8-8 digits. */
export type TaxInvoiceIssue = z.output<typeof taxInvoiceIssueBody>;
