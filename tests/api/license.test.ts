import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { isLicenseVerified } from '../../src/server/modules/account/license.service';
import { LICENSE_COPY_MAX_BYTES } from '../../src/shared/contract/license';
import { apiClient } from '../fixtures/api-client';
import {
  createAdmin,
  createMember,
  createPartner,
  DAY,
  type Member,
  medicalJoin,
} from '../fixtures/factories';
import { startSmtpInbox } from '../fixtures/smtp-inbox';
import { useTestApp } from '../fixtures/test-app';
import { postFile } from '../fixtures/uploads';

const smtp = await startSmtpInbox();
const testApp = useTestApp({
  env: { SMTP_URL: smtp.smtpUrl, PUBLIC_URL: 'https://academy.example' },
});

const COPY = '/api/account/license/copy';
const QUEUE = '/api/Admin/Licenses';
const decide = (useruid: string) => `/api/Admin/Members/${useruid}/License`;
const operatorCopy = (useruid: string) => `/api/Admin/Members/${useruid}/LicenseCopy`;

const photo = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#2e8b57' } })
    .jpeg()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const uploadCopy = (member: Member, name: string, data: Buffer, locale = 'en') =>
  postFile(testApp(), member.token, COPY, name, data, { locale });

async function profileOf(member: Member) {
  return (await member.api.get(`/api/account/user/${member.useruid}`)).body.datas;
}

describe('licence: sign-up and profile', () => {
  it('a medical member signs up with the kind and number of their licence, pending review', async () => {
    const member = await createMember(testApp(), { licenseKind: 'dentist', licenseNumber: '24680' });
    expect(await profileOf(member)).toMatchObject({
      licenseKind: 'dentist',
      licenseNumber: '24680',
      licenseStatus: 'pending',
      licenseReason: null,
      hasLicenseCopy: false,
    });
    expect(await isLicenseVerified(testApp().database.db, member.id)).toBe(false);
  });

  it('sign-up refuses a medical member without a licence kind, or with an unknown one', async () => {
    for (const licenseKind of [undefined, 'surgeon']) {
      const response = await apiClient(testApp()).post(
        '/api/account/join/',
        { ...medicalJoin(), licenseKind },
        { lang: 'ko' },
      );
      expect(response.status).toBe(400);
      expect(response.body.datas.fields).toContainEqual({
        field: 'licenseKind',
        message: '필수 입력 항목입니다',
      });
    }
  });

  it('changing the kind or the number of a verified licence puts it back to pending', async () => {
    const admin = await createAdmin(testApp());
    for (const change of [{ licenseNumber: '97531' }, { licenseKind: 'nurse' }]) {
      const member = await createMember(testApp());
      await admin.api.post(decide(member.useruid), { status: 'verified' });
      expect(await isLicenseVerified(testApp().database.db, member.id)).toBe(true);

      // The same values again change nothing.
      const same = await member.api.put('/api/account/update', {
        licenseNumber: '123456',
        licenseKind: 'doctor',
      });
      expect(same.body.datas.licenseStatus).toBe('verified');

      const changed = await member.api.put('/api/account/update', change);
      expect(changed.status).toBe(200);
      expect(changed.body.datas).toMatchObject({ ...change, licenseStatus: 'pending' });
      expect(await isLicenseVerified(testApp().database.db, member.id)).toBe(false);
      const queue = await admin.api.get(`${QUEUE}?pageSize=200`);
      expect(queue.body.datas.map((item: { useruid: string }) => item.useruid)).toContain(member.useruid);
    }
  });

  it('a partner has no licence to give', async () => {
    const partner = await createPartner(testApp());
    const response = await partner.api.put('/api/account/update', { licenseKind: 'doctor' });
    expect(response.status).toBe(400);
    expect((await uploadCopy(partner, 'license.pdf', PDF)).status).toBe(400);
  });
});

describe('licence: the uploaded copy', () => {
  it('takes a photo or a PDF, which only the member and operators can fetch', async () => {
    const member = await createMember(testApp());
    const other = await createMember(testApp());
    const admin = await createAdmin(testApp());

    const uploaded = await uploadCopy(member, '면허증.jpg', await photo());
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.body.datas).toMatchObject({ hasLicenseCopy: true, licenseStatus: 'pending' });

    const own = await member.api.get(COPY);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(own.rawPayload).metadata()).width).toBe(60);

    // Another member asks for "the copy" and gets their own (none), never this one.
    expect((await other.api.get(COPY)).status).toBe(404);
    expect((await other.api.get(operatorCopy(member.useruid))).status).toBe(403);
    expect((await apiClient(testApp()).get(operatorCopy(member.useruid))).status).toBe(401);

    const seen = await admin.api.get(operatorCopy(member.useruid));
    expect(seen.status).toBe(200);
    expect(seen.rawPayload.equals(own.rawPayload)).toBe(true);
    const log = await admin.api.get(
      `/api/Admin/AuditLog?action=member.viewLicenseCopy&target=${member.useruid}`,
    );
    expect(log.body.datas[0]).toMatchObject({ actorEmail: admin.email, target: member.useruid });

    // A PDF replaces the photo; the photo is gone.
    expect((await uploadCopy(member, 'license.pdf', PDF)).status).toBe(200);
    const replaced = await member.api.get(COPY);
    expect(replaced.headers['content-type']).toBe('application/pdf');
    expect(replaced.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses other types and files over the limit, in the member language', async () => {
    const member = await createMember(testApp());
    const wrongType = await uploadCopy(member, 'license.html', Buffer.from('<html>hi</html>'), 'ko');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toMatchObject({
      code: 'UPLOAD_TYPE',
      respMessage: '허용되지 않는 파일 형식입니다. 허용 형식: JPEG, PNG, WebP, GIF, AVIF, PDF.',
    });
    const tooLarge = await uploadCopy(
      member,
      'license.pdf',
      Buffer.concat([PDF, Buffer.alloc(LICENSE_COPY_MAX_BYTES)]),
      'ja',
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      respMessage: 'ファイルが大きすぎます(最大 10 MB)。',
    });
    expect((await profileOf(member)).hasLicenseCopy).toBe(false);
  });

  it('a new copy of a rejected licence sends it back to the queue, without the old reason', async () => {
    const member = await createMember(testApp());
    const admin = await createAdmin(testApp());
    await admin.api.post(decide(member.useruid), { status: 'rejected', note: 'The copy is unreadable.' });
    expect(await profileOf(member)).toMatchObject({
      licenseStatus: 'rejected',
      licenseReason: 'The copy is unreadable.',
    });
    await uploadCopy(member, 'license.pdf', PDF);
    expect(await profileOf(member)).toMatchObject({ licenseStatus: 'pending', licenseReason: null });
  });
});

describe('licence: the operators queue and decisions', () => {
  it('lists pending licences oldest first, paged, and only to operators', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const first = await createMember(t);
    t.clock.advance(DAY);
    const second = await createMember(t);
    t.clock.advance(DAY);
    const third = await createMember(t);
    await uploadCopy(second, 'license.pdf', PDF);

    const all = await admin.api.get(`${QUEUE}?pageSize=200`);
    expect(all.status).toBe(200);
    const uids = all.body.datas.map((item: { useruid: string }) => item.useruid);
    const ours = uids.filter((uid: string) => [first, second, third].some((m) => m.useruid === uid));
    expect(ours).toEqual([first.useruid, second.useruid, third.useruid]);
    const submitted = all.body.datas.map((item: { submittedAt: string }) => item.submittedAt);
    expect(submitted).toEqual([...submitted].sort());
    expect(all.body.datas.find((item: { useruid: string }) => item.useruid === second.useruid)).toMatchObject(
      {
        licenseKind: 'doctor',
        licenseNumber: '123456',
        hasCopy: true,
      },
    );

    const page = await admin.api.get(`${QUEUE}?page=2&pageSize=1`);
    expect(page.body).toMatchObject({ page: 2, pageSize: 1, total: all.body.total });
    expect(page.body.datas).toEqual([all.body.datas[1]]);

    expect((await first.api.get(QUEUE)).status).toBe(403);
    expect((await apiClient(t).get(QUEUE)).status).toBe(401);
  });

  it('verifies: the status changes, the member is mailed and the change is audited', async () => {
    const member = await createMember(testApp());
    const admin = await createAdmin(testApp());
    const response = await admin.api.post(decide(member.useruid), { status: 'verified' });
    expect(response.status).toBe(200);
    expect(response.body.datas.licenseStatus).toBe('verified');
    expect(await isLicenseVerified(testApp().database.db, member.id)).toBe(true);
    const queue = await admin.api.get(`${QUEUE}?pageSize=200`);
    expect(queue.body.datas.map((item: { useruid: string }) => item.useruid)).not.toContain(member.useruid);

    // The member signed up in Korean: the mail is in Korean.
    const mail = await smtp.mailWith(member.email, '[MEDIVENUS] 면허 인증이 완료되었습니다');
    expect(mail.text).toContain('면허번호: 123456');
    expect(mail.text).toContain('https://academy.example/mypage/myaccount');

    const log = await admin.api.get(
      `/api/Admin/AuditLog?action=member.licenseStatus&target=${member.useruid}`,
    );
    expect(log.body.datas[0]).toMatchObject({
      actorEmail: admin.email,
      before: { licenseStatus: 'pending' },
      after: { licenseStatus: 'verified' },
    });

    // Deciding the same again changes nothing: no second mail, no second entry.
    await admin.api.post(decide(member.useruid), { status: 'verified' });
    const again = await admin.api.get(
      `/api/Admin/AuditLog?action=member.licenseStatus&target=${member.useruid}`,
    );
    expect(again.body.total).toBe(1);
  });

  it('rejects only with a reason, which the member is mailed and sees on their profile', async () => {
    const member = await createMember(testApp());
    const admin = await createAdmin(testApp());
    await testApp().database.db.update(users).set({ locale: 'en' }).where(eq(users.id, member.id));

    for (const body of [{ status: 'rejected' }, { status: 'rejected', note: '   ' }]) {
      const refused = await admin.api.post(decide(member.useruid), body);
      expect(refused.status).toBe(400);
      expect(refused.body.datas.fields).toContainEqual({ field: 'note', message: 'This field is required' });
    }
    expect((await profileOf(member)).licenseStatus).toBe('pending');

    const reason = 'The number does not match the name on the copy.';
    const response = await admin.api.post(decide(member.useruid), { status: 'rejected', note: reason });
    expect(response.status).toBe(200);
    expect(await profileOf(member)).toMatchObject({ licenseStatus: 'rejected', licenseReason: reason });

    const mail = await smtp.mailWith(member.email, '[MEDIVENUS] We could not verify your licence');
    expect(mail.text).toContain(`Reason: ${reason}`);
    expect(mail.text).toContain('Licence number: 123456');

    const log = await admin.api.get(
      `/api/Admin/AuditLog?action=member.licenseStatus&target=${member.useruid}`,
    );
    expect(log.body.datas[0]).toMatchObject({
      before: { licenseStatus: 'pending', licenseReason: null },
      after: { licenseStatus: 'rejected', licenseReason: reason, note: reason },
    });
  });

  it('members get 403 on the decision, whatever the body', async () => {
    const member = await createMember(testApp());
    const other = await createMember(testApp());
    const response = await other.api.post(decide(member.useruid), { status: 'verified' });
    expect(response.status).toBe(403);
    expect((await profileOf(member)).licenseStatus).toBe('pending');
  });
});
