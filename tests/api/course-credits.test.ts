import { describe, expect, it } from 'vitest';
import type { ContentsCredits } from '../../src/shared/contract/credits';
import {
  createAdmin,
  createCourseWithLessons,
  createEnrolment,
  createMember,
  createReadyVideo,
  DAY,
} from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ seed: false });

const KMA: ContentsCredits = {
  creditTenths: 20,
  accreditingBody: '대한의사협회',
  approvalNumber: 'KMA-2026-1234',
  category: 'required',
  validFrom: '2026-03-01',
  validTo: '2027-02-28',
};

async function course() {
  const video = await createReadyVideo(testApp(), 600);
  return createCourseWithLessons(testApp(), {}, [{ videoId: video }]);
}

describe('course credits in the console', () => {
  it('an operator gives a course credits: its page shows them, the player verifies its time, the log keeps it', async () => {
    const admin = await createAdmin(testApp());
    const member = await createMember(testApp());
    const { contentsId, lessonIds } = await course();
    await createEnrolment(
      testApp(),
      member.id,
      contentsId,
      new Date(testApp().clock.now.getTime() + 30 * DAY),
    );
    const url = `/api/Admin/Contents/${contentsId}/Credits`;

    const saved = await admin.api.post(url, { credits: KMA });
    expect(saved.status).toBe(200);
    expect(saved.body.datas.credits).toEqual(KMA);
    expect((await member.api.get(`/api/Contents/GetInfo/${contentsId}`)).body.datas.credits).toEqual(KMA);
    expect((await member.api.get(`/api/Learning/Player/${contentsId}`)).body.datas.creditBearing).toBe(true);
    const opened = await member.api.post('/api/Attendance/Open', { lessonid: lessonIds[0] });
    expect(opened.body.datas.sessionid).toEqual(expect.any(String));

    const log = await admin.api.get(`/api/Admin/AuditLog?action=course.credits&target=${contentsId}`);
    expect(log.body.datas).toHaveLength(1);
    expect(log.body.datas[0].after).toMatchObject({ creditTenths: 20, approvalNumber: 'KMA-2026-1234' });

    const removed = await admin.api.post(url, { credits: null });
    expect(removed.body.datas.credits).toBeNull();
    expect((await member.api.get(`/api/Learning/Player/${contentsId}`)).body.datas.creditBearing).toBe(false);
  });

  it('refuses a validity that ends before it starts, and a member', async () => {
    const admin = await createAdmin(testApp());
    const member = await createMember(testApp());
    const { contentsId } = await course();
    const url = `/api/Admin/Contents/${contentsId}/Credits`;
    const backwards = await admin.api.post(url, { credits: { ...KMA, validTo: '2026-01-01' } });
    expect(backwards.status).toBe(400);
    expect((await admin.api.post(url, { credits: { ...KMA, creditTenths: 0 } })).status).toBe(400);
    expect((await member.api.post(url, { credits: KMA })).status).toBe(403);
    expect((await admin.api.get(`/api/Admin/Contents/${contentsId}`)).body.datas.credits).toBeNull();
  });
});
