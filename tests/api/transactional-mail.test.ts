import type { Locale } from '@shared/constants';
import { formatDate, formatDateTime } from '@shared/format';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/server/db/schema/account';
import { orders } from '../../src/server/db/schema/payment';
import { createMailer } from '../../src/server/integrations/mail/mailer';
import { runMembershipRenewals } from '../../src/server/jobs/membership-renewal';
import { apiClient } from '../fixtures/api-client';
import { createAdmin, createCoupon, createCourse, createMember, type Member } from '../fixtures/factories';
import { membershipOf, moveClockTo, saveCard, subscribe } from '../fixtures/membership-flow';
import { checkout, confirm, createOrder, deposit, purchase } from '../fixtures/payment-flow';
import { startSmtpInbox } from '../fixtures/smtp-inbox';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const smtp = await startSmtpInbox();
const testApp = useTestApp({
  listen: true,
  env: { SMTP_URL: smtp.smtpUrl, PUBLIC_URL: 'https://academy.example' },
});

async function memberSpeaking(t: TestApp, locale: Locale): Promise<Member> {
  const member = await createMember(t);
  await t.database.db.update(users).set({ locale }).where(eq(users.id, member.id));
  return member;
}

async function buyCourse(t: TestApp, member: Member, price = 99_000) {
  const course = await createCourse(t, { price, title: 'Filler basics' });
  const bought = await purchase(t, member, { contentsid: course });
  expect(bought.confirmed?.status).toBe(200);
  return bought.created.body.datas as { paymentid: number; orderId: string };
}

describe('transactional mail, in the member language, through SMTP', () => {
  it('a card purchase: subject, amount, method, receipt and history links, HTML and text parts', async () => {
    const t = testApp();
    const member = await memberSpeaking(t, 'en');
    await buyCourse(t, member);
    const mail = await smtp.mailWith(member.email, '[MEDIVENUS] Payment received: Filler basics');
    expect(mail.text).toContain('Amount: ₩99,000');
    expect(mail.text).toMatch(/Payment method: Card .*· lump sum/);
    expect(mail.text).toContain('Your payment history: https://academy.example/mypage/paymentHistory');
    expect(mail.text).toMatch(/View the receipt: http/);
    expect(mail.html).toContain('<a href="https://academy.example/mypage/paymentHistory"');
    expect(mail.html).toContain('₩99,000');
  });

  it('a virtual account: number, bank, amount and deadline; then the deposit', async () => {
    const t = testApp();
    const member = await memberSpeaking(t, 'ko');
    const course = await createCourse(t, { price: 55_000, title: '보톡스 심화' });
    const created = await createOrder(t, member, { contentsid: course, method: 'virtual_account' });
    const { redirect, paymentKey } = await checkout(t, created.body.datas, { bankCode: '20' });
    expect((await confirm(t, member, redirect)).status).toBe(200);

    const issued = await smtp.mailWith(member.email, '[MEDIVENUS] 입금 안내: 보톡스 심화');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, member.id));
    expect(issued.text).toContain('금액: 55,000원');
    expect(issued.text).toContain('은행: 우리은행');
    expect(issued.text).toContain(`계좌번호: ${order!.vaAccountNumber}`);
    expect(issued.text).toMatch(/입금 기한: \d{4}\. \d{1,2}\. \d{1,2}\./);

    expect((await deposit(t, paymentKey!)).status).toBe(200);
    await smtp.mailWith(member.email, '[MEDIVENUS] 입금이 확인되었습니다: 보톡스 심화');
  });

  it('a refund request, then the decision: approved with the amount, or rejected with the note', async () => {
    const t = testApp();
    const member = await memberSpeaking(t, 'ja');
    const admin = await createAdmin(t);
    const first = await buyCourse(t, member, 30_000);
    const second = await buyCourse(t, member, 40_000);

    const asked = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${first.paymentid}`,
      {
        reason: '受講できなくなりました',
      },
    );
    expect(asked.status).toBe(200);
    const requested = await smtp.mailWith(member.email, '[MEDIVENUS] 返金のご依頼を受け付けました');
    expect(requested.text).toContain('返金額: ₩30,000');

    const approved = await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/ApproveRefund/${asked.body.datas.refundid}`,
      {},
    );
    expect(approved.status).toBe(200);
    const refunded = await smtp.mailWith(member.email, '[MEDIVENUS] 返金が完了しました');
    expect(refunded.text).toContain('返金額: ₩30,000');
    // A card payment goes back to the card: no refund account, no cash receipt.
    expect(refunded.text).toContain('カードの場合は反映まで3〜5営業日');
    expect(refunded.text).not.toContain('返金先口座');

    const again = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${second.paymentid}`,
      {
        reason: '重複購入',
      },
    );
    const rejected = await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/RejectRefund/${again.body.datas.refundid}`,
      {
        note: '受講開始後のため返金できません',
      },
    );
    expect(rejected.status).toBe(200);
    const refused = await smtp.mailWith(member.email, '[MEDIVENUS] 返金のご依頼について');
    expect(refused.text).toContain('ご案内: 受講開始後のため返金できません');
  });

  it('a bank-transfer refund names the account the money goes to and cancels the cash receipt', async () => {
    const t = testApp();
    const member = await memberSpeaking(t, 'ko');
    const admin = await createAdmin(t);
    const course = await createCourse(t, { price: 80_000, title: '리프팅 실습' });
    const created = await createOrder(t, member, {
      contentsid: course,
      method: 'virtual_account',
      cashReceipt: { purpose: 'income_deduction', identityNumber: '010-1234-5678' },
    } as Parameters<typeof createOrder>[2]);
    const { paymentid } = created.body.datas;
    const { redirect, paymentKey } = await checkout(t, created.body.datas, { bankCode: '88' });
    expect((await confirm(t, member, redirect)).status).toBe(200);
    expect((await deposit(t, paymentKey!)).status).toBe(200);
    const paid = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    const { issueNumber } = paid.body.datas.cashReceipt;
    expect(issueNumber).toMatch(/^\d+$/);

    const asked = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${paymentid}`,
      {
        reason: '일정 변경',
        refundAccount: { bank: '20', accountNumber: '1002-345-678901', holderName: '김의사' },
      },
    );
    expect(asked.status).toBe(200);
    const approved = await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/ApproveRefund/${asked.body.datas.refundid}`,
      {},
    );
    expect(approved.status).toBe(200);

    const refunded = await smtp.mailWith(member.email, '[MEDIVENUS] 환불이 완료되었습니다');
    expect(refunded.text).toContain(
      '리프팅 실습 환불이 완료되었습니다. 환불 금액은 아래 환불 계좌로 입금됩니다.',
    );
    expect(refunded.text).toContain('환불 금액: 80,000원');
    expect(refunded.text).toContain('환불 계좌: 우리은행 *********8901 (김의사)');
    expect(refunded.text).toContain(`현금영수증: 발급된 현금영수증(승인번호 ${issueNumber})은 취소됩니다.`);
    expect(refunded.text).not.toContain('카드');
    expect(refunded.text).not.toContain('345678901');
  });

  it('a card registration and the start of a membership', async () => {
    const t = testApp();
    const member = await memberSpeaking(t, 'en');
    const card = await saveCard(t, member, 'approve');
    const registered = await smtp.mailWith(member.email, '[MEDIVENUS] A card was added to your account');
    expect(registered.text).toContain(card.cardNumber);

    expect((await subscribe(t, member)).status).toBe(200);
    const welcome = await smtp.mailWith(member.email, '[MEDIVENUS] Welcome to your membership');
    expect(welcome.text).toContain('Your membership: https://academy.example/mypage/membership');
  });

  it('a retried confirm sends no second mail', async () => {
    const t = testApp();
    const member = await memberSpeaking(t, 'en');
    const course = await createCourse(t, { price: 12_000 });
    const created = await createOrder(t, member, { contentsid: course });
    const { redirect } = await checkout(t, created.body.datas);
    expect((await confirm(t, member, redirect)).status).toBe(200);
    expect((await confirm(t, member, redirect)).status).toBe(200);
    await smtp.mailWith(member.email, '[MEDIVENUS] Payment received: Test course');
    await t.app.ctx.mailer.deliverPending();
    const paid = (mail: { subject: string }) => mail.subject.startsWith('[MEDIVENUS] Payment received');
    expect((await smtp.mailsTo(member.email)).filter(paid)).toHaveLength(1);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, member.email));
    expect(rows.filter(paid)).toHaveLength(1);
  });

  it('two instances delivering the same outbox at once send each mail once', async () => {
    const t = testApp();
    const member = await memberSpeaking(t, 'en');
    const instances = [1, 2].map(() =>
      createMailer({
        smtpUrl: smtp.smtpUrl,
        smtpTimeoutMs: 5000,
        from: 'test <t@example.com>',
        db: t.database.db,
        log: t.app.log,
        now: () => new Date(),
      }),
    );
    for (let n = 0; n < 5; n++)
      await instances[0]!.enqueue(
        { to: member.email, subject: `notice ${n}`, text: 'body' },
        { dedupeKey: `race-${member.id}-${n}` },
      );
    const delivered = await Promise.all(instances.map((mailer) => mailer.deliverPending()));
    expect(delivered[0]! + delivered[1]!).toBe(5);
    const notices = (await smtp.mailsTo(member.email)).filter((mail) => mail.subject.startsWith('notice '));
    expect(notices.map((mail) => mail.subject).sort()).toEqual([0, 1, 2, 3, 4].map((n) => `notice ${n}`));
  });
});

describe('mail about changes the member makes', () => {
  it('the membership welcome names the monthly price charged after the first month, and when', async () => {
    const t = testApp();
    const member = await memberSpeaking(t, 'ko');
    const coupon = await createCoupon(t, member.id, { target: 'membership' });
    await saveCard(t, member, 'approve');
    expect((await subscribe(t, member, coupon)).status).toBe(200);
    const next = formatDate((await membershipOf(t, member)).currentPeriodEnd, 'ko');

    const welcome = await smtp.mailWith(member.email, '[MEDIVENUS] 멤버십 가입을 환영합니다');
    expect(welcome.text).toContain(`${next}부터 매월 49,000원이 등록된 카드로 자동 결제됩니다.`);
    expect(welcome.text).toContain('금액: 39,000원');
    expect(welcome.text).toContain('월 요금: 49,000원');
    expect(welcome.text).toContain(`다음 결제일: ${next}`);
  });

  it('a cancellation and its undoing are each confirmed once, with the end of access and the next charge', async () => {
    const t = testApp();
    const member = await memberSpeaking(t, 'en');
    const member2 = await memberSpeaking(t, 'ja');
    for (const someone of [member, member2]) {
      await saveCard(t, someone, 'approve');
      expect((await subscribe(t, someone)).status).toBe(200);
    }
    const end = formatDate((await membershipOf(t, member)).currentPeriodEnd, 'en');
    const cancel = () => apiClient(t, { token: member.token }).post('/api/Membership/Cancel');
    const resume = () => apiClient(t, { token: member.token }).post('/api/Membership/Resume');

    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    const cancelled = await smtp.mailWith(member.email, '[MEDIVENUS] Your membership will not renew');
    expect(cancelled.text).toContain(`You keep the membership courses until ${end}`);
    expect(cancelled.text).toContain(`Paid until: ${end}`);

    t.clock.advance(60_000);
    expect((await resume()).status).toBe(200);
    const resumed = await smtp.mailWith(member.email, '[MEDIVENUS] Your membership will renew again');
    expect(resumed.text).toContain(`₩49,000 is charged to your saved card on ${end}`);
    expect(resumed.text).toContain('Monthly price: ₩49,000');
    expect(resumed.text).toContain(`Next charge: ${end}`);

    // A second cancellation is a new event, with a mail of its own.
    t.clock.advance(60_000);
    expect((await cancel()).status).toBe(200);
    await expect
      .poll(async () => (await smtp.mailsTo(member.email)).filter((mail) => /not renew/.test(mail.subject)))
      .toHaveLength(2);
    await t.app.ctx.mailer.deliverPending();
    const subjects = (await smtp.mailsTo(member.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes('renew again'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.includes('not renew'))).toHaveLength(2);

    // Past due, a cancellation ends the membership at once: in the member's language.
    await saveCard(t, member2, 'insufficient');
    const due = (await membershipOf(t, member2)).currentPeriodEnd;
    moveClockTo(t, new Date(due.getTime() + 60_000));
    await runMembershipRenewals(t.app.ctx);
    expect((await apiClient(t, { token: member2.token }).post('/api/Membership/Cancel')).status).toBe(200);
    const ended = await smtp.mailWith(member2.email, '[MEDIVENUS] メンバーシップを解約しました');
    expect(ended.text).toContain('未決済の料金の再決済は中止し');
  });

  it('a change of marketing consent is confirmed per channel with its date, a withdrawal by email too', async () => {
    const t = testApp();
    // Signed up agreeing to email and KakaoTalk (tests/fixtures/factories.ts).
    const member = await memberSpeaking(t, 'en');
    const marketing = (body: Record<string, boolean>) =>
      apiClient(t, { token: member.token }).put('/api/account/marketing', body);
    const subject = '[MEDIVENUS] Your marketing consent has changed';
    const confirmations = async () =>
      (await smtp.mailsTo(member.email)).filter((mail) => mail.subject === subject);

    t.clock.advance(86_400_000);
    expect((await marketing({ email: false, sms: true, kakao: true })).status).toBe(200);
    const changed = await smtp.mailWith(member.email, subject);
    expect(changed.text).toContain('Email: Opted out');
    expect(changed.text).toContain('Text messages (SMS): Opted in');
    expect(changed.text).not.toContain('KakaoTalk');
    expect(changed.text).toContain(`Changed on: ${formatDateTime(t.clock.now, 'en')}`);

    t.clock.advance(86_400_000);
    expect((await marketing({ email: true })).status).toBe(200);
    // Nothing changed: nothing to confirm.
    expect((await marketing({ email: true, sms: true })).status).toBe(200);
    await expect.poll(confirmations).toHaveLength(2);
    await t.app.ctx.mailer.deliverPending();
    const [, agreed] = await confirmations();
    expect(await confirmations()).toHaveLength(2);
    expect(agreed!.text).toContain('Email: Opted in');
    expect(agreed!.text).not.toContain('SMS');
    expect(agreed!.text).toContain(`Changed on: ${formatDateTime(t.clock.now, 'en')}`);
  });
});

describe('consent given at sign-up', () => {
  it('is confirmed by mail like a later change, per channel agreed to', async () => {
    const t = testApp();
    // Signed up agreeing to email and KakaoTalk (tests/fixtures/factories.ts), in Korean.
    const member = await createMember(t);
    const confirmed = await smtp.mailWith(member.email, '[MEDIVENUS] 광고성 정보 수신 동의 변경 안내');
    expect(confirmed.text).toContain('이메일: 수신 동의');
    expect(confirmed.text).toContain('카카오톡: 수신 동의');
    expect(confirmed.text).not.toContain('문자(SMS)');
  });
});

describe('the console mail viewer', () => {
  it('lists the outbox for an admin, with the text of each mail, and refuses members', async () => {
    const t = testApp();
    const member = await memberSpeaking(t, 'en');
    const admin = await createAdmin(t);
    await buyCourse(t, member, 21_000);
    await smtp.mailWith(member.email, '[MEDIVENUS] Payment received: Filler basics');

    const list = await apiClient(t, { token: admin.token }).get(
      `/api/Admin/MailOutbox?q=${encodeURIComponent(member.email)}`,
    );
    expect(list.status).toBe(200);
    // The payment's mail, beside the one confirming the marketing consent given at sign-up.
    expect(list.body.total).toBe(2);
    const entry = list.body.datas.find((mail: { subject: string }) =>
      mail.subject.includes('Payment received'),
    );
    expect(entry).toMatchObject({ recipient: member.email, state: 'sent' });

    const detail = await apiClient(t, { token: admin.token }).get(`/api/Admin/MailOutbox/${entry.id}`);
    expect(detail.body.datas.text).toContain('Amount: ₩21,000');

    expect((await apiClient(t, { token: member.token }).get('/api/Admin/MailOutbox')).status).toBe(403);
    expect((await apiClient(t, { token: admin.token }).get('/api/Admin/MailOutbox/2147483647')).status).toBe(
      404,
    );
  });
});
