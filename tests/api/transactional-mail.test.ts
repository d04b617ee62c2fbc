import type { Locale } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/server/db/schema/account';
import { orders } from '../../src/server/db/schema/payment';
import { createMailer } from '../../src/server/integrations/mail/mailer';
import { apiClient } from '../fixtures/api-client';
import { createAdmin, createCourse, createMember, type Member } from '../fixtures/factories';
import { saveCard, subscribe } from '../fixtures/membership-flow';
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
    expect(await smtp.mailsTo(member.email)).toHaveLength(1);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, member.email));
    expect(rows).toHaveLength(1);
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
    const mails = await smtp.mailsTo(member.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([0, 1, 2, 3, 4].map((n) => `notice ${n}`));
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
    expect(list.body.total).toBe(1);
    const [entry] = list.body.datas;
    expect(entry).toMatchObject({ recipient: member.email, state: 'sent' });

    const detail = await apiClient(t, { token: admin.token }).get(`/api/Admin/MailOutbox/${entry.id}`);
    expect(detail.body.datas.text).toContain('Amount: ₩21,000');

    expect((await apiClient(t, { token: member.token }).get('/api/Admin/MailOutbox')).status).toBe(403);
    expect((await apiClient(t, { token: admin.token }).get('/api/Admin/MailOutbox/2147483647')).status).toBe(
      404,
    );
  });
});
