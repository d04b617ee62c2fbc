import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, passwordResets } from '../../src/server/db/schema/account';
import { apiClient } from '../fixtures/api-client';
import { logIn, medicalJoin, PASSWORD, signUp } from '../fixtures/factories';
import { type ReceivedMail, startSmtpInbox } from '../fixtures/smtp-inbox';
import { useTestApp } from '../fixtures/test-app';

const smtp = await startSmtpInbox();
const inbox = smtp.received;

const testApp = useTestApp({
  env: {
    SMTP_URL: smtp.smtpUrl,
    PUBLIC_URL: 'https://academy.example',
    RATE_LIMITS: 'findpassword.ip=1000/60,resetpassword.ip=1000/60,login.ip=1000/60',
  },
});

/** The decoded text of a received mail (nodemailer picks quoted-printable or base64 for non-ASCII text). */
function textOf(mail: ReceivedMail): string {
  const [head = '', ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

async function requestReset(name: string, email: string, lang = 'en') {
  const before = inbox.length;
  const response = await apiClient(testApp()).post('/api/account/findpassword', { name, email }, { lang });
  // The reset mail, not the confirmation of a sign-up's marketing consent that may arrive beside it.
  return { response, mail: inbox.slice(before).find((mail) => textOf(mail).includes('/resetPW/')) };
}

function tokenFrom(mail: ReceivedMail): string {
  const match = /https:\/\/academy\.example\/resetPW\/([A-Za-z0-9_-]+)/.exec(textOf(mail));
  if (!match) throw new Error(`no reset link in: ${textOf(mail)}`);
  return match[1]!;
}

const NEW_PASSWORD = 'Brand-new-pass9';
const reset = (token: string, password = NEW_PASSWORD) =>
  apiClient(testApp()).post('/api/account/resetpassword', { token, password, passwordConfirm: password });

describe('find and reset password through a real SMTP server', () => {
  it('mails a reset link, and the link sets a new password and ends every session', async () => {
    const account = await signUp(testApp(), medicalJoin());
    const session = await logIn(testApp(), account.email, PASSWORD, true);

    const { response, mail } = await requestReset('김의사', account.email);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      respMessage: 'We have sent a link to reset your password to your email.',
    });
    expect(mail?.to).toEqual([account.email]);
    expect(mail?.raw).toMatch(/Subject: \[MEDIVENUS\] Reset your password/);
    const token = tokenFrom(mail!);
    // 32 random bytes, base64url: 256 bits, well over the 128 required.
    expect(token).toHaveLength(43);

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body.respMessage).toBe('Your password has been changed.');
    await logIn(testApp(), account.email, NEW_PASSWORD);
    const old = await apiClient(testApp()).post('/api/account/login', {
      email: account.email,
      password: PASSWORD,
    });
    expect(old.status).toBe(401);
    const refresh = await apiClient(testApp()).post('/api/account/refresh_token', {
      refreshToken: session.refreshToken,
      useruid: session.useruid,
    });
    expect(refresh.status).toBe(401);

    // Only the hash is stored, and the outbox records the accepted send.
    const stored = await testApp()
      .database.db.select({ hash: passwordResets.tokenHash })
      .from(passwordResets);
    expect(stored.map((row) => row.hash)).not.toContain(token);
    const [outbox] = await testApp()
      .database.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, account.email));
    expect(outbox?.sentAt).toBeInstanceOf(Date);
  });

  it('writes the mail in the language of the request', async () => {
    const account = await signUp(testApp(), medicalJoin());
    const { mail } = await requestReset('김의사', account.email, 'ko');
    expect(textOf(mail!)).toContain('아래 링크에서 새 비밀번호를 설정해 주세요');
  });

  it('works once', async () => {
    const account = await signUp(testApp(), medicalJoin());
    const { mail } = await requestReset('김의사', account.email);
    const token = tokenFrom(mail!);
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, 'Another-pass77');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      respMessage: 'This password reset link is invalid or has expired.',
    });
    await logIn(testApp(), account.email, NEW_PASSWORD);
  });

  it('expires after 30 minutes', async () => {
    const account = await signUp(testApp(), medicalJoin());
    const early = tokenFrom((await requestReset('김의사', account.email)).mail!);
    const late = tokenFrom((await requestReset('김의사', account.email)).mail!);
    testApp().clock.advance(29 * 60 * 1000);
    expect((await reset(early)).status).toBe(200);
    // A successful reset closes the member's other open links as well.
    expect((await reset(late)).status).toBe(400);

    const third = tokenFrom((await requestReset('김의사', account.email)).mail!);
    testApp().clock.advance(30 * 60 * 1000 + 1000);
    expect((await reset(third, 'Too-late-pass1')).status).toBe(400);
    await logIn(testApp(), account.email, NEW_PASSWORD);
  });

  it("says 'We couldn't find an account with that information' and sends nothing when name and email do not match", async () => {
    const account = await signUp(testApp(), medicalJoin());
    for (const [name, email] of [
      ['다른사람', account.email],
      ['김의사', 'nobody@example.com'],
    ]) {
      const { response, mail } = await requestReset(name!, email!);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({
        success: false,
        code: 'ACCOUNT_NOT_FOUND',
        respMessage: "We couldn't find an account with that information",
      });
      expect(mail).toBeUndefined();
    }
  });

  it('checks the new password like sign-up does', async () => {
    const response = await apiClient(testApp()).post('/api/account/resetpassword', {
      token: 'whatever',
      password: 'New-pass-1',
      passwordConfirm: 'New-pass-2',
    });
    expect(response.status).toBe(400);
    expect(response.body.datas.fields).toContainEqual({
      field: 'passwordConfirm',
      message: 'Passwords do not match',
    });
  });
});
