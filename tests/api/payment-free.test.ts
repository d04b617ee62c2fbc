import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents } from '../../src/server/db/schema/catalogue';
import { apiClient } from '../fixtures/api-client';
import { seededTokens } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();

async function seededId(title: string): Promise<number> {
  const rows = await testApp().database.db.select().from(contents);
  return rows.find((row) => row.title.ko === title)!.id;
}

describe('free enrolment', () => {
  it('enrols a member in a free course once, and the course page then says enrolled', async () => {
    const { member } = await seededTokens(testApp());
    const id = await seededId('안면 해부학 핵심');
    const first = await apiClient(testApp()).post(`/api/Payment/EnrolFree/${id}`, undefined, {
      token: member,
    });
    expect(first.status).toBe(200);
    expect(first.body.datas).toEqual({ contentsid: id, conttype: 'course' });
    const again = await apiClient(testApp()).post(`/api/Payment/EnrolFree/${id}`, undefined, {
      token: member,
    });
    expect(again.status).toBe(409);
    expect(again.body.respMessage).toBe('You are already enrolled in this course.');
    const detail = await apiClient(testApp()).get(`/api/Contents/GetInfo/${id}`, { token: member });
    expect(detail.body.datas.purchaseState).toBe('enrolled');
  });

  it('refuses a paid course', async () => {
    const { member } = await seededTokens(testApp());
    const id = await seededId('사각턱 보톡스 심화');
    const response = await apiClient(testApp()).post(`/api/Payment/EnrolFree/${id}`, undefined, {
      token: member,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'NOT_FREE',
      respMessage: 'This item is not free; please purchase it.',
    });
  });

  it('takes a seat in a free training session, and refuses when none is left', async () => {
    const { admin, member } = await seededTokens(testApp());
    const id = await seededId('파트너사 신제품 설명회');
    const db = testApp().database.db;
    const ok = await apiClient(testApp()).post(`/api/Payment/EnrolFree/${id}`, undefined, { token: member });
    expect(ok.status).toBe(200);
    const [session] = await db.select().from(contents).where(eq(contents.id, id));
    expect(session!.seatsTaken).toBe(1);
    await db.update(contents).set({ seatsTaken: session!.capacity! }).where(eq(contents.id, id));
    const full = await apiClient(testApp()).post(`/api/Payment/EnrolFree/${id}`, undefined, { token: admin });
    expect(full.status).toBe(409);
    expect(full.body.respMessage).toBe('No seats available for the course.');
  });
});
