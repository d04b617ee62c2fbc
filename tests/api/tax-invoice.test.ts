import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema/account';
import { taxInvoices } from '../../src/server/db/schema/tax-invoice';
import { paymentInfo } from '../../src/shared/contract/payment';
import {
  adminTaxInvoiceItem,
  type TaxInvoiceRequestBody,
  taxInvoiceBusinessOnFile,
  taxInvoiceIssueBody,
  taxInvoiceRequestBody,
  taxInvoiceSummary,
} from '../../src/shared/contract/tax-invoice';
import { route } from '../fixtures/api-client';
import {
  createAdmin,
  createCourse,
  createMember,
  createPartner,
  DAY,
  type Member,
} from '../fixtures/factories';
import { checkout, confirm, createOrder, deposit, purchase } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });

const taxRoutes = {
  business: route('GET', '/api/Payment/TaxInvoice/Business', { datas: taxInvoiceBusinessOnFile }),
  request: route('POST', '/api/Payment/TaxInvoice/:paymentid', {
    body: taxInvoiceRequestBody,
    datas: taxInvoiceSummary,
  }),
  info: route('GET', '/api/Payment/GetInfo/:paymentid', { datas: paymentInfo }),
  markIssued: route('POST', '/api/Admin/TaxInvoices/:taxInvoiceId/Issue', {
    body: taxInvoiceIssueBody,
    datas: taxInvoiceSummary,
  }),
};

/** Today in Korea, as the console's date field sends it. */
const koreanDay = (date: Date, offsetDays = 0) =>
  new Date(date.getTime() + 9 * 3_600_000 + offsetDays * DAY).toISOString().slice(0, 10);

const APPROVAL_NUMBER = '20260301-41000000-12345678';

/** A virtual-account order paid by deposit (the sandbox's deposit webhook). */
async function paidByTransfer(t: TestApp, member: Member, price = 110_000) {
  const course = await createCourse(t, { price, accessDays: 100 });
  const created = await createOrder(t, member, { contentsid: course, method: 'virtual_account' });
  expect(created.status).toBe(200);
  const { redirect, paymentKey } = await checkout(t, created.body.datas, { bankCode: '88' });
  expect((await confirm(t, member, redirect)).status).toBe(200);
  expect((await deposit(t, paymentKey!)).body.webhook?.delivered).toBe(true);
  return created.body.datas.paymentid;
}

async function business(member: Member) {
  const answer = await member.api.call(taxRoutes.business);
  expect(answer.status).toBe(200);
  return answer.body.datas;
}

const request = (member: Member, paymentid: number, body: TaxInvoiceRequestBody, lang = 'en') =>
  member.api.call(taxRoutes.request, body, { params: { paymentid }, lang });

const info = async (member: Member, paymentid: number) =>
  (await member.api.call(taxRoutes.info, undefined, { params: { paymentid } })).body.datas;

async function consoleList(admin: Member, status?: string) {
  const answer = await admin.api.get<unknown[]>(`/api/Admin/TaxInvoices${status ? `?status=${status}` : ''}`);
  expect(answer.status).toBe(200);
  return answer.body.datas.map((item: unknown) => adminTaxInvoiceItem.parse(item));
}

const fullRefund = (admin: Member, paymentid: number, amount: number) =>
  admin.api.post(`/api/Admin/Orders/${paymentid}/Refund`, {
    amount,
    reason: 'Double charge',
    memberAsked: true,
    refundAccount: { bank: '88', accountNumber: '110123456789', holderName: '박파트너' },
  });

/** The tax-invoice mails the member was sent, oldest first: which event, and what they read. */
async function taxInvoiceMails(t: TestApp, member: Member) {
  const rows = await t.database.db
    .select({ key: mailOutbox.dedupeKey, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, member.email), like(mailOutbox.dedupeKey, 'email:tax-invoice-%')))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => ({ ...row, event: row.key!.split(':')[1] }));
}

describe('tax invoices: a partner asks, an operator marks issued', () => {
  it('prefills the sign-up business, takes the request, and shows the issued invoice in history and the console', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const partner = await createPartner(t);
    const paymentid = await paidByTransfer(t, partner);

    const onFile = await business(partner);
    expect(onFile).toEqual({
      businessNumber: '2208162517',
      companyName: 'Beauty Lab 코리아',
      ceoName: '',
      businessAddress: '서울특별시 강남구 테헤란로 152, 12층',
      email: partner.email,
    });
    expect((await info(partner, paymentid)).taxInvoiceRefusal).toBeNull();

    const asked = await request(partner, paymentid, {
      ...onFile,
      ceoName: '김대표',
      email: 'tax@beautylab.example',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.respMessage).toBe('Your tax invoice request has been received.');
    expect(asked.body.datas).toMatchObject({ status: 'requested', ceoName: '김대표', invoiceNumber: null });

    const queued = await consoleList(admin, 'requested');
    const entry = queued.find((item) => item.paymentid === paymentid)!;
    expect(entry).toMatchObject({
      companyName: 'Beauty Lab 코리아',
      netAmount: 110_000,
      userEmail: partner.email,
    });
    expect(await consoleList(admin, 'issued')).toEqual([]);

    const today = koreanDay(t.app.ctx.now());
    const issued = await admin.api.call(
      taxRoutes.markIssued,
      { invoiceNumber: APPROVAL_NUMBER.replaceAll('-', ''), issueDate: today },
      { params: { taxInvoiceId: entry.taxInvoiceId } },
    );
    expect(issued.status).toBe(200);
    expect(issued.body.datas).toMatchObject({
      status: 'issued',
      invoiceNumber: APPROVAL_NUMBER,
      issueDate: today,
    });

    const history = await info(partner, paymentid);
    expect(history.taxInvoice).toMatchObject({
      status: 'issued',
      invoiceNumber: APPROVAL_NUMBER,
      issueDate: today,
      issuedAmount: 110_000,
    });
    expect((await consoleList(admin, 'issued')).map((item) => item.paymentid)).toEqual([paymentid]);
    const orderDetail = await admin.api.get(`/api/Admin/Orders/${paymentid}`);
    expect(orderDetail.body.datas.taxInvoice).toMatchObject({
      status: 'issued',
      invoiceNumber: APPROVAL_NUMBER,
    });

    const audit = await admin.api.get(
      `/api/Admin/AuditLog?action=taxInvoice.markIssued&target=${entry.taxInvoiceId}`,
    );
    expect(audit.body.datas).toHaveLength(1);
    expect(audit.body.datas[0]).toMatchObject({
      targetType: 'taxInvoice',
      before: { status: 'requested', invoiceNumber: null },
      after: { status: 'issued', invoiceNumber: APPROVAL_NUMBER, issueDate: today },
    });

    const twice = await admin.api.call(
      taxRoutes.markIssued,
      { invoiceNumber: APPROVAL_NUMBER, issueDate: today },
      { params: { taxInvoiceId: entry.taxInvoiceId } },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.respMessage).toBe('Only a requested tax invoice can be marked issued.');

    // One mail, on issue, with the number and the date for the partner's books.
    const mails = await taxInvoiceMails(t, partner);
    expect(mails.map((mail) => mail.event)).toEqual(['tax-invoice-issued']);
    expect(mails[0]!.subject).toBe('[MEDIVENUS] 세금계산서가 발행되었습니다');
    expect(mails[0]!.text).toContain(APPROVAL_NUMBER);
    expect(mails[0]!.text).toContain(today);
    expect(mails[0]!.text).toContain(`/mypage/paymentHistory?paymentid=${paymentid}`);

    // The next request starts from the CEO's name the partner gave.
    expect((await business(partner)).ceoName).toBe('김대표');
  });

  it('answers a second request with the first, unchanged', async () => {
    const t = testApp();
    const partner = await createPartner(t);
    const paymentid = await paidByTransfer(t, partner);
    const body = { ...(await business(partner)), ceoName: '김대표' };

    const first = await request(partner, paymentid, body);
    const second = await request(partner, paymentid, { ...body, companyName: 'Other Company' });
    expect(second.status).toBe(200);
    expect(second.body.respMessage).toBe('A tax invoice has already been requested for this order.');
    expect(second.body.datas).toEqual(first.body.datas);
    const rows = await t.database.db.select().from(taxInvoices).where(eq(taxInvoices.orderRowId, paymentid));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.companyName).toBe('Beauty Lab 코리아');
  });

  it('refuses a medical member, someone else’s order and a card payment, in the reader’s language', async () => {
    const t = testApp();
    const partner = await createPartner(t);
    const medical = await createMember(t);
    const paymentid = await paidByTransfer(t, partner);
    const body = { ...(await business(partner)), ceoName: '김대표' };

    const notPartner = await request(medical, paymentid, body, 'ko');
    expect(notPartner.status).toBe(403);
    expect(notPartner.body.code).toBe('TAX_INVOICE_NOT_PARTNER');
    expect(notPartner.body.respMessage).toBe(
      '세금계산서는 파트너(사업자) 회원에게 발행됩니다. 현금영수증을 이용해 주세요.',
    );
    expect((await medical.api.call(taxRoutes.business)).status).toBe(403);
    const medicalOrder = await paidByTransfer(t, medical);
    expect((await info(medical, medicalOrder)).taxInvoiceRefusal).toBe('not_partner');

    const otherPartner = await createPartner(t);
    expect((await request(otherPartner, paymentid, body)).status).toBe(404);

    const course = await createCourse(t, { price: 50_000 });
    const byCard = await purchase(t, partner, { contentsid: course });
    const cardOrder = byCard.created.body.datas.paymentid;
    expect((await info(partner, cardOrder)).taxInvoiceRefusal).toBe('card');
    const card = await request(partner, cardOrder, body, 'ja');
    expect(card.status).toBe(400);
    expect(card.body.respMessage).toBe(
      'カード決済はカード売上票が税務上の証憑となるため、税金計算書は発行されません。',
    );
    for (const order of [paymentid, cardOrder])
      expect(await t.database.db.select().from(taxInvoices).where(eq(taxInvoices.orderRowId, order))).toEqual(
        [],
      );
  });

  it('cancels the request with a full refund, and keeps an issued invoice’s number for the amendment', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const partner = await createPartner(t);
    const body = { ...(await business(partner)), ceoName: '김대표' };

    const requestedOrder = await paidByTransfer(t, partner, 60_000);
    await request(partner, requestedOrder, body);
    expect((await fullRefund(admin, requestedOrder, 60_000)).status).toBe(200);
    const afterRefund = await info(partner, requestedOrder);
    expect(afterRefund.status).toBe('canceled');
    expect(afterRefund.taxInvoice).toMatchObject({ status: 'canceled', invoiceNumber: null });
    expect(afterRefund.taxInvoice!.canceledAt).not.toBeNull();
    // Asking again answers the cancelled request; nothing can be issued on it.
    expect((await request(partner, requestedOrder, body)).body.datas.status).toBe('canceled');
    const canceledId = afterRefund.taxInvoice!.taxInvoiceId;
    const late = await admin.api.call(
      taxRoutes.markIssued,
      { invoiceNumber: APPROVAL_NUMBER, issueDate: koreanDay(t.app.ctx.now()) },
      { params: { taxInvoiceId: canceledId } },
    );
    expect(late.status).toBe(409);

    const issuedOrder = await paidByTransfer(t, partner, 80_000);
    const { taxInvoiceId } = (await request(partner, issuedOrder, body)).body.datas;
    await admin.api.call(
      taxRoutes.markIssued,
      { invoiceNumber: APPROVAL_NUMBER, issueDate: koreanDay(t.app.ctx.now()) },
      { params: { taxInvoiceId } },
    );
    expect((await fullRefund(admin, issuedOrder, 80_000)).status).toBe(200);
    expect((await info(partner, issuedOrder)).taxInvoice).toMatchObject({
      status: 'canceled',
      invoiceNumber: APPROVAL_NUMBER,
      issuedAmount: 80_000,
    });
    const listed = (await consoleList(admin, 'canceled')).find((item) => item.taxInvoiceId === taxInvoiceId)!;
    expect(listed).toMatchObject({ netAmount: 0, amendmentNeeded: true });
    // Each cancellation is told: a request simply ends, an issued invoice will be amended.
    const mails = await taxInvoiceMails(t, partner);
    expect(mails.map((mail) => mail.event)).toEqual([
      'tax-invoice-canceled',
      'tax-invoice-issued',
      'tax-invoice-canceled',
    ]);
    expect(mails[0]!.text).toContain('발행 요청이 취소되었습니다');
    expect(mails[2]!.text).toContain('수정세금계산서');
    expect(mails[2]!.text).toContain(APPROVAL_NUMBER);
  });

  it('refuses a request on a fully refunded order', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const partner = await createPartner(t);
    const paymentid = await paidByTransfer(t, partner, 40_000);
    expect((await fullRefund(admin, paymentid, 40_000)).status).toBe(200);
    expect((await info(partner, paymentid)).taxInvoiceRefusal).toBe('not_paid');
    const refused = await request(partner, paymentid, { ...(await business(partner)), ceoName: '김대표' });
    expect(refused.status).toBe(409);
    expect(refused.body.respMessage).toBe(
      'A tax invoice can be requested only for a paid order that has not been refunded in full.',
    );
  });

  it('validates the request and the issue entry with localised messages', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const partner = await createPartner(t);
    const paymentid = await paidByTransfer(t, partner);
    const onFile = await business(partner);

    const badNumber = await request(
      partner,
      paymentid,
      { ...onFile, ceoName: '김대표', businessNumber: '123-45-67890' },
      'ko',
    );
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.code).toBe('VALIDATION');
    expect(JSON.stringify(badNumber.body.datas)).toContain('businessNumber');
    const noCeo = await request(partner, paymentid, onFile);
    expect(noCeo.status).toBe(400);
    expect(JSON.stringify(noCeo.body.datas)).toContain('ceoName');

    const { taxInvoiceId } = (await request(partner, paymentid, { ...onFile, ceoName: '김대표' })).body.datas;
    const mark = (body: { invoiceNumber: string; issueDate: string }, lang: string) =>
      admin.api.call(taxRoutes.markIssued, body, { params: { taxInvoiceId }, lang });
    const today = koreanDay(t.app.ctx.now());

    const shortNumber = await mark({ invoiceNumber: '2026-0301', issueDate: today }, 'ko');
    expect(shortNumber.status).toBe(400);
    expect(shortNumber.body.respMessage).toContain(
      '세금계산서 승인번호 24자리를 입력해 주세요. (예: 20260301-41000000-12345678)',
    );
    const notADate = await mark({ invoiceNumber: APPROVAL_NUMBER, issueDate: '2026-02-30' }, 'en');
    expect(notADate.status).toBe(400);
    expect(JSON.stringify(notADate.body.datas)).toContain('issueDate');

    const tomorrow = koreanDay(t.app.ctx.now(), 1);
    const future = await mark({ invoiceNumber: APPROVAL_NUMBER, issueDate: tomorrow }, 'ja');
    expect(future.status).toBe(400);
    expect(future.body.respMessage).toBe(
      `作成日は決済日（${today}）から本日（${today}）までの日付にしてください。`,
    );
    const beforePayment = await mark(
      { invoiceNumber: APPROVAL_NUMBER, issueDate: koreanDay(t.app.ctx.now(), -1) },
      'en',
    );
    expect(beforePayment.status).toBe(400);

    expect((await info(partner, paymentid)).taxInvoice?.status).toBe('requested');
  });
});
