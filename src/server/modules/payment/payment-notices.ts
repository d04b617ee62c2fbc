import type { Locale } from '@shared/constants';
import { cardCompanyName } from '@shared/contract/billing';
import { type RefundAccount, takesCashReceipt } from '@shared/contract/payment';
import { formatDateTime, formatKrw } from '@shared/format';
import { isMessageKey, translate } from '@shared/i18n/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { cashReceipts } from '../../db/schema/cash-receipt';
import { enrolments } from '../../db/schema/learning';
import type { taxInvoices } from '../../db/schema/tax-invoice';
import { ticketCodes } from '../checkin/session-tickets';
import { type NoticeDraft, notifyMember, siteLink } from '../notifications/notify-member';
import type { OrderRow } from './order-settlement';

function bankName(code: string, locale: Locale): string {
  const key = `banks.${code}`;
  return isMessageKey(key) ? translate(locale, key) : code;
}

function methodText(order: OrderRow, locale: Locale): string {
  if (order.method === 'card') {
    const plan = order.installmentMonths
      ? translate(locale, 'mail.methods.installment', { months: order.installmentMonths })
      : translate(locale, 'mail.methods.lumpSum');
    const card = [order.cardCompany && cardCompanyName(order.cardCompany, locale), order.cardNumber]
      .filter(Boolean)
      .join(' ');
    return `${translate(locale, 'mail.methods.card')} ${card} · ${plan}`.replace(/\s+/g, ' ');
  }
  if (order.method === 'easy_pay')
    return order.easyPayProvider
      ? translate(locale, `mail.methods.easyPayProviders.${order.easyPayProvider}`)
      : translate(locale, 'mail.methods.easy_pay');
  if (order.method === 'transfer') {
    const from = order.transferBank ? ` · ${bankName(order.transferBank, locale)}` : '';
    return `${translate(locale, 'mail.methods.transfer')}${from}`;
  }
  const bank = order.vaBank ? ` · ${bankName(order.vaBank, locale)}` : '';
  return `${translate(locale, 'mail.methods.virtual_account')}${bank}`;
}

/** The order's detail in the member's payment history. */
const orderLink = (ctx: AppContext, order: OrderRow) =>
  siteLink(ctx, `/mypage/paymentHistory?paymentid=${order.id}`);

function historyLinks(ctx: AppContext, order: OrderRow): NonNullable<NoticeDraft['links']> {
  const history: ['history', string] = ['history', siteLink(ctx, '/mypage/paymentHistory')];
  return order.receiptUrl ? [['receipt', order.receiptUrl], history] : [history];
}

/** A training seat's ticket code, for its confirmation (decision 103); none for other orders. */
async function seatTicket(db: Executor, order: OrderRow): Promise<string | undefined> {
  if (order.kind !== 'training') return undefined;
  const [seat] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.orderRowId, order.id));
  return seat ? (await ticketCodes(db, [seat.id])).get(seat.id) : undefined;
}

/** A card payment approved, or a virtual account's deposit arrived; a session's carries its ticket. */
export async function noticeOrderPaid(ctx: AppContext, db: Executor, order: OrderRow) {
  const deposit = order.method === 'virtual_account';
  const ticketCode = await seatTicket(db, order);
  return notifyMember(ctx, db, order.userId, `order-paid:${order.orderId}`, (locale) => ({
    subject: deposit ? 'mail.depositReceivedSubject' : 'mail.orderPaidSubject',
    intro: deposit ? 'mail.depositReceivedIntro' : 'mail.orderPaidIntro',
    params: { product: order.orderName },
    rows: [
      ['product', order.orderName],
      ['amount', formatKrw(order.amount, locale)],
      ['method', methodText(order, locale)],
      ...(order.approvedAt
        ? [['paidAt', formatDateTime(order.approvedAt, locale)] as ['paidAt', string]]
        : []),
    ],
    links: historyLinks(ctx, order),
    ticketCode,
  }));
}

/** A virtual account was issued: where to pay, how much and by when. */
export function noticeAccountIssued(ctx: AppContext, db: Executor, order: OrderRow) {
  return notifyMember(ctx, db, order.userId, `account-issued:${order.orderId}`, (locale) => ({
    subject: 'mail.accountIssuedSubject',
    intro: 'mail.accountIssuedIntro',
    params: { product: order.orderName },
    rows: [
      ['product', order.orderName],
      ['amount', formatKrw(order.amount, locale)],
      ['bank', order.vaBank ? bankName(order.vaBank, locale) : '-'],
      ['accountNumber', order.vaAccountNumber ?? '-'],
      ['dueDate', order.vaDueDate ? formatDateTime(order.vaDueDate, locale) : '-'],
    ],
    links: [['history', siteLink(ctx, '/mypage/paymentHistory')]],
  }));
}

export function noticeRefundRequested(
  ctx: AppContext,
  db: Executor,
  order: OrderRow,
  refund: { id: number; amount: number; reason: string },
) {
  return notifyMember(ctx, db, order.userId, `refund-requested:${refund.id}`, (locale) => ({
    subject: 'mail.refundRequestedSubject',
    intro: 'mail.refundRequestedIntro',
    params: { product: order.orderName },
    rows: [
      ['product', order.orderName],
      ['refundAmount', formatKrw(refund.amount, locale)],
      ['reason', refund.reason],
    ],
    links: [['history', siteLink(ctx, '/mypage/paymentHistory')]],
  }));
}

/** A refund sent back: by transfer to `account` for a virtual-account payment; `full` when nothing stays paid. */
export interface RefundPaidBack {
  id: number;
  amount: number;
  account: RefundAccount | null;
  full: boolean;
}

type NoticeRows = NonNullable<NoticeDraft['rows']>;

/** The bank, the number down to its last four digits, the holder. */
function refundAccountText(account: RefundAccount, locale: Locale): string {
  const number = account.accountNumber;
  const masked = '*'.repeat(Math.max(0, number.length - 4)) + number.slice(-4);
  return `${bankName(account.bank, locale)} ${masked} (${account.holderName})`;
}

/**
 * A virtual-account payment goes back by bank transfer, not to a card: the notice names the account.
 * When a cash receipt was issued for the payment (a virtual account or a 계좌이체), it says the refund
 * cancels it (syncCashReceipt does so once the refund is recorded). Card and easy-pay payments add
 * nothing.
 */
async function paidBackRows(db: Executor, order: OrderRow, refund: RefundPaidBack) {
  if (!takesCashReceipt(order.method)) return () => [];
  const [receipt] = await db
    .select({ status: cashReceipts.status, issueNumber: cashReceipts.issueNumber })
    .from(cashReceipts)
    .where(eq(cashReceipts.orderRowId, order.id));
  return (locale: Locale): NoticeRows => [
    ...(refund.account ? [['refundAccount', refundAccountText(refund.account, locale)] as const] : []),
    ...(receipt?.status === 'issued'
      ? [
          [
            'cashReceipt',
            translate(locale, refund.full ? 'mail.cashReceiptCanceled' : 'mail.cashReceiptPartlyCanceled', {
              number: receipt.issueNumber ?? '-',
            }),
          ] as const,
        ]
      : []),
  ];
}

export async function noticeRefundApproved(
  ctx: AppContext,
  db: Executor,
  order: OrderRow,
  refund: RefundPaidBack & { note: string | null },
) {
  const transfer = order.method === 'virtual_account';
  const paidBack = await paidBackRows(db, order, refund);
  return notifyMember(ctx, db, order.userId, `refund-decided:${refund.id}`, (locale) => ({
    subject: 'mail.refundApprovedSubject',
    intro: transfer ? 'mail.refundApprovedAccountIntro' : 'mail.refundApprovedIntro',
    params: { product: order.orderName },
    rows: [
      ['product', order.orderName],
      ['refundAmount', formatKrw(refund.amount, locale)],
      ...paidBack(locale),
      ...(refund.note ? [['note', refund.note] as const] : []),
    ],
    links: historyLinks(ctx, order),
  }));
}

export function noticeRefundRejected(
  ctx: AppContext,
  db: Executor,
  order: OrderRow,
  refund: { id: number; note: string | null },
) {
  return notifyMember(ctx, db, order.userId, `refund-decided:${refund.id}`, () => ({
    subject: 'mail.refundRejectedSubject',
    intro: 'mail.refundRejectedIntro',
    params: { product: order.orderName },
    rows: [['product', order.orderName], ...(refund.note ? [['note', refund.note] as const] : [])],
    links: historyLinks(ctx, order),
  }));
}

/** A training session was called off: the member's payment went back in full. */
export async function noticeSessionRefunded(
  ctx: AppContext,
  db: Executor,
  order: OrderRow,
  refund: RefundPaidBack,
) {
  const transfer = order.method === 'virtual_account';
  const paidBack = await paidBackRows(db, order, refund);
  return notifyMember(ctx, db, order.userId, `refund-decided:${refund.id}`, (locale) => ({
    subject: 'mail.sessionCanceledSubject',
    intro: transfer ? 'mail.sessionCanceledRefundedToAccountIntro' : 'mail.sessionCanceledIntro',
    params: { product: order.orderName },
    rows: [
      ['product', order.orderName],
      ['refundAmount', formatKrw(refund.amount, locale)],
      ...paidBack(locale),
    ],
    links: historyLinks(ctx, order),
  }));
}

/** A session called off whose payment reached a virtual account: the refund needs the member's account. */
export function noticeSessionRefundPending(ctx: AppContext, db: Executor, order: OrderRow, refundid: number) {
  return notifyMember(ctx, db, order.userId, `session-refund-pending:${refundid}`, (locale) => ({
    subject: 'mail.sessionCanceledSubject',
    intro: 'mail.sessionCanceledAccountIntro',
    params: { product: order.orderName },
    rows: [
      ['product', order.orderName],
      ['refundAmount', formatKrw(order.amount - order.canceledAmount, locale)],
    ],
    // The order's detail in the history, where the account is entered.
    links: [['history', orderLink(ctx, order)]],
  }));
}

type TaxInvoiceRow = typeof taxInvoices.$inferSelect;

/** A partner's tax invoice was issued: its number and date, for their books. */
export function noticeTaxInvoiceIssued(
  ctx: AppContext,
  db: Executor,
  order: OrderRow,
  invoice: TaxInvoiceRow,
) {
  return notifyMember(ctx, db, order.userId, `tax-invoice-issued:${invoice.id}`, (locale) => ({
    subject: 'mail.taxInvoiceIssuedSubject',
    intro: 'mail.taxInvoiceIssuedIntro',
    params: { product: order.orderName, company: invoice.companyName },
    rows: [
      ['product', order.orderName],
      ['amount', formatKrw(invoice.issuedAmount ?? 0, locale)],
      ['invoiceNumber', invoice.invoiceNumber ?? '-'],
      ['issueDate', invoice.issueDate ?? '-'],
    ],
    links: [['history', orderLink(ctx, order)]],
  }));
}

/** A full refund cancelled a partner's tax invoice: a request just ends, an issued one is amended. */
export function noticeTaxInvoiceCanceled(
  ctx: AppContext,
  db: Executor,
  order: OrderRow,
  invoice: TaxInvoiceRow,
) {
  const number = invoice.invoiceNumber;
  return notifyMember(ctx, db, order.userId, `tax-invoice-canceled:${invoice.id}`, () => ({
    subject: 'mail.taxInvoiceCanceledSubject',
    intro: number ? 'mail.taxInvoiceAmendedIntro' : 'mail.taxInvoiceCanceledIntro',
    params: { product: order.orderName, company: invoice.companyName },
    rows: [
      ['product', order.orderName],
      ...(number ? [['invoiceNumber', number] as ['invoiceNumber', string]] : []),
    ],
    links: [['history', orderLink(ctx, order)]],
  }));
}
