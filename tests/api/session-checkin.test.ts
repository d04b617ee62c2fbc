import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/server/db/schema/account';
import { auditLog } from '../../src/server/db/schema/board';
import { sessionScans } from '../../src/server/db/schema/session-checkin';
import { apiClient } from '../fixtures/api-client';
import { createAdmin, createMember, createTraining, type Member } from '../fixtures/factories';
import { purchase } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true, seed: false });
const MINUTE = 60_000;

/** A member who bought a seat at the session, with the ticket code 내 강의실 shows. */
async function ticketHolder(t: TestApp, contentsid: number) {
  const member = await createMember(t);
  const { confirmed } = await purchase(t, member, { contentsid });
  expect(confirmed?.status).toBe(200);
  const mine = await apiClient(t, { token: member.token }).get('/api/Learning/MyTrainings');
  const seat = mine.body.datas.find((row: { contentsid: number }) => row.contentsid === contentsid);
  return { member, paymentid: confirmed!.body.datas.paymentid as number, ticket: seat.ticket as string };
}

let scanSerial = 0;
function scan(
  t: TestApp,
  admin: Member,
  contentsid: number,
  body: { code: string; mode: 'arrival' | 'departure'; scannedAt?: Date; idempotencyKey?: string },
) {
  return apiClient(t, { token: admin.token }).post(`/api/Admin/Contents/${contentsid}/CheckIns`, {
    code: body.code,
    mode: body.mode,
    scannedAt: (body.scannedAt ?? t.clock.now).toISOString(),
    idempotencyKey: body.idempotencyKey ?? `scan-key-${++scanSerial}`,
  });
}

async function attendee(t: TestApp, admin: Member, contentsid: number, email: string) {
  const list = await apiClient(t, { token: admin.token }).get(`/api/Admin/Contents/${contentsid}/Attendees`);
  return list.body.datas.find((row: { email: string }) => row.email === email);
}

describe('QR check-in at a training session (decision 103)', () => {
  it('gives each paid seat an unguessable ticket, in 내 강의실 and in the confirmation mail with its QR image', async () => {
    const t = testApp();
    const contentsid = await createTraining(t, { price: 50_000, capacity: 5 });
    const first = await ticketHolder(t, contentsid);
    const second = await ticketHolder(t, contentsid);
    expect(first.ticket).toMatch(/^[0-9a-f]{16}$/);
    expect(second.ticket).not.toBe(first.ticket);
    // Shown again, the same ticket.
    const again = await apiClient(t, { token: first.member.token }).get('/api/Learning/MyTrainings');
    expect(again.body.datas[0].ticket).toBe(first.ticket);

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.recipient, first.member.email), like(mailOutbox.dedupeKey, 'email:order-paid:%')),
      );
    const grouped = first.ticket.replace(/(.{4})(?=.)/g, '$1-');
    expect(mail!.text).toContain(grouped);
    expect(mail!.html).toContain('src="cid:ticket-qr@medivenus"');
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ cid: 'ticket-qr@medivenus', contentType: 'image/png' }),
    ]);
    const png = Buffer.from(mail!.attachments![0]!.contentBase64, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('records arrival and departure; a repeated scan changes nothing; the list shows the hours present', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const contentsid = await createTraining(t, { price: 50_000, capacity: 5 });
    const { member, ticket } = await ticketHolder(t, contentsid);

    const arrivedAt = t.clock.now;
    const arrival = await scan(t, admin, contentsid, {
      code: ticket.toUpperCase().replace(/(.{4})(?=.)/g, '$1-'),
      mode: 'arrival',
      idempotencyKey: 'door-1-arrival',
    });
    expect(arrival.status).toBe(200);
    expect(arrival.body.datas).toMatchObject({
      name: '구매자',
      outcome: 'arrived',
      arrivedAt: arrivedAt.toISOString(),
      departedAt: null,
    });
    // The same scan sent again (its answer was lost): the same answer, one scan kept.
    const resent = await scan(t, admin, contentsid, {
      code: ticket,
      mode: 'arrival',
      idempotencyKey: 'door-1-arrival',
    });
    expect(resent.status).toBe(200);
    expect(resent.body.datas).toMatchObject({ outcome: 'arrived', arrivedAt: arrivedAt.toISOString() });
    // Scanned again a minute later: already in, the first arrival stays.
    t.clock.advance(MINUTE);
    const rescanned = await scan(t, admin, contentsid, { code: ticket, mode: 'arrival' });
    expect(rescanned.body.datas).toMatchObject({
      outcome: 'alreadyArrived',
      arrivedAt: arrivedAt.toISOString(),
    });
    const scans = await t.database.db
      .select()
      .from(sessionScans)
      .where(eq(sessionScans.enrolmentId, arrival.body.datas.enrolmentid));
    expect(scans).toHaveLength(2);

    t.clock.advance(3 * 60 * MINUTE - MINUTE);
    const departure = await scan(t, admin, contentsid, { code: ticket, mode: 'departure' });
    expect(departure.status).toBe(200);
    expect(departure.body.datas).toMatchObject({
      outcome: 'departed',
      departedAt: t.clock.now.toISOString(),
    });

    expect(await attendee(t, admin, contentsid, member.email)).toMatchObject({
      arrivedAt: arrivedAt.toISOString(),
      departedAt: t.clock.now.toISOString(),
      attendedAt: arrivedAt.toISOString(),
      presentSec: 3 * 3600,
      creditTenths: null,
    });
    const mine = await apiClient(t, { token: member.token }).get('/api/Learning/MyTrainings');
    expect(mine.body.datas[0]).toMatchObject({ status: 'attended' });
  });

  it('refuses a refunded ticket, another session’s ticket and an unknown code, in the operator’s language', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const contentsid = await createTraining(t, { price: 50_000, capacity: 5 });
    const otherSession = await createTraining(t, { price: 30_000, capacity: 5 });
    const refunded = await ticketHolder(t, contentsid);
    const elsewhere = await ticketHolder(t, otherSession);
    const scansBefore = (await t.database.db.select().from(sessionScans)).length;

    const refund = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Orders/${refunded.paymentid}/Refund`,
      { amount: 50_000, reason: 'Cannot attend', memberAsked: true },
    );
    expect(refund.status).toBe(200);
    const voided = await scan(t, admin, contentsid, { code: refunded.ticket, mode: 'arrival' });
    expect(voided.status).toBe(409);
    expect(voided.body.respMessage).toBe("This ticket's order was refunded or cancelled.");

    const wrong = await scan(t, admin, contentsid, { code: elsewhere.ticket, mode: 'arrival' });
    expect(wrong.status).toBe(409);
    expect(wrong.body.respMessage).toBe('This ticket is for another session.');

    const unknown = await scan(t, admin, contentsid, { code: '0000-0000-0000-0000', mode: 'arrival' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.respMessage).toBe('Unknown ticket. Check the code and try again.');
    const ko = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Contents/${contentsid}/CheckIns`,
      { code: 'ffff', mode: 'arrival', scannedAt: t.clock.now.toISOString(), idempotencyKey: 'door-ko-1' },
      { lang: 'ko' },
    );
    expect(ko.body.respMessage).toBe('알 수 없는 티켓입니다. 코드를 다시 확인해 주세요.');

    // Nothing was recorded for any of them.
    expect(await t.database.db.select().from(sessionScans)).toHaveLength(scansBefore);
    // A member cannot check in.
    const self = await apiClient(t, { token: refunded.member.token }).post(
      `/api/Admin/Contents/${contentsid}/CheckIns`,
      {
        code: elsewhere.ticket,
        mode: 'arrival',
        scannedAt: t.clock.now.toISOString(),
        idempotencyKey: 'self-1',
      },
    );
    expect(self.status).toBe(403);
  });

  it('refuses a departure before any arrival or before the arrival’s time', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const contentsid = await createTraining(t, { price: 50_000, capacity: 5 });
    const { member, ticket } = await ticketHolder(t, contentsid);

    const early = await scan(t, admin, contentsid, { code: ticket, mode: 'departure' });
    expect(early.status).toBe(409);
    expect(early.body.respMessage).toBe('No arrival is recorded, so the departure cannot be.');
    expect(await scan(t, admin, contentsid, { code: ticket, mode: 'arrival' })).toMatchObject({
      status: 200,
    });
    const before = await scan(t, admin, contentsid, {
      code: ticket,
      mode: 'departure',
      scannedAt: new Date(t.clock.now.getTime() - 10 * MINUTE),
    });
    expect(before.status).toBe(409);
    expect(before.body.respMessage).toBe('The departure cannot be earlier than the arrival.');
    expect(await attendee(t, admin, contentsid, member.email)).toMatchObject({
      departedAt: null,
      presentSec: null,
    });
  });

  it('keeps the time of a scan queued offline and synced later, within bounds', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const contentsid = await createTraining(t, { price: 50_000, capacity: 5 });
    const { member, ticket } = await ticketHolder(t, contentsid);
    const other = await ticketHolder(t, contentsid);

    // Scanned at 09:00 with no network, synced at 11:00: the arrival is 09:00.
    const scannedAt = t.clock.now;
    t.clock.advance(2 * 60 * MINUTE);
    const synced = await scan(t, admin, contentsid, { code: ticket, mode: 'arrival', scannedAt });
    expect(synced.body.datas.arrivedAt).toBe(scannedAt.toISOString());
    // A departure queued at 10:30 and synced after: 90 minutes present.
    const left = new Date(scannedAt.getTime() + 90 * MINUTE);
    await scan(t, admin, contentsid, { code: ticket, mode: 'departure', scannedAt: left });
    expect(await attendee(t, admin, contentsid, member.email)).toMatchObject({ presentSec: 90 * 60 });

    // A device clock two days behind, or an hour ahead, is not believed: the server's time is taken.
    const stale = await scan(t, admin, contentsid, {
      code: other.ticket,
      mode: 'arrival',
      scannedAt: new Date(t.clock.now.getTime() - 2 * 24 * 60 * MINUTE),
    });
    expect(stale.body.datas.arrivedAt).toBe(t.clock.now.toISOString());
  });

  it('lets an operator correct the times with a required reason, audited', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const contentsid = await createTraining(t, { price: 50_000, capacity: 5 });
    const { member, ticket } = await ticketHolder(t, contentsid);
    const arrival = await scan(t, admin, contentsid, { code: ticket, mode: 'arrival' });
    const { enrolmentid } = arrival.body.datas;
    const url = `/api/Admin/Contents/${contentsid}/Attendees/${enrolmentid}/Presence`;
    const arrivedAt = new Date(t.clock.now.getTime() - 30 * MINUTE).toISOString();
    const departedAt = new Date(t.clock.now.getTime() + 2 * 60 * MINUTE).toISOString();

    const noReason = await apiClient(t, { token: admin.token }).post(url, {
      arrivedAt,
      departedAt,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const backwards = await apiClient(t, { token: admin.token }).post(url, {
      arrivedAt: departedAt,
      departedAt: arrivedAt,
      reason: 'Typed the wrong way',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.respMessage).toContain('The departure cannot be earlier than the arrival.');

    const corrected = await apiClient(t, { token: admin.token }).post(url, {
      arrivedAt,
      departedAt,
      reason: 'Arrived before the desk opened; left without scanning',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.datas).toEqual({ enrolmentid, arrivedAt, departedAt, presentSec: 150 * 60 });
    expect(await attendee(t, admin, contentsid, member.email)).toMatchObject({
      arrivedAt,
      departedAt,
      presentSec: 150 * 60,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'enrolment.correctPresence'));
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'enrolment',
      target: String(enrolmentid),
      before: { arrivedAt: arrival.body.datas.arrivedAt, departedAt: null, reason: null },
      after: { arrivedAt, departedAt, reason: 'Arrived before the desk opened; left without scanning' },
    });
    // Another session's attendee cannot be corrected through this one.
    const elsewhere = await createTraining(t, { price: 1000, capacity: 5 });
    const foreign = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Contents/${elsewhere}/Attendees/${enrolmentid}/Presence`,
      { arrivedAt, departedAt, reason: 'x' },
    );
    expect(foreign.status).toBe(404);
  });

  it('a departure awards the session’s credits by its hours table; a licence verified later gets those of its attendance', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const contentsid = await createTraining(t, { price: 50_000, capacity: 5 });
    const credits = {
      creditTenths: 40,
      accreditingBody: '대한피부과학회',
      approvalNumber: 'KDA-2026-0042',
      category: 'required',
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
      hoursTable: [
        { fromMinutes: 120, creditTenths: 30 },
        { fromMinutes: 180, creditTenths: 40 },
      ],
    };
    const saved = await admin.api.post(`/api/Admin/Contents/${contentsid}/Credits`, { credits });
    expect(saved.status).toBe(200);
    const verified = await ticketHolder(t, contentsid);
    await t.database.db
      .update(users)
      .set({ licenseStatus: 'verified' })
      .where(eq(users.id, verified.member.id));
    const pending = await ticketHolder(t, contentsid);

    for (const { ticket } of [verified, pending])
      expect((await scan(t, admin, contentsid, { code: ticket, mode: 'arrival' })).status).toBe(200);
    t.clock.advance(150 * MINUTE);
    for (const { ticket } of [verified, pending])
      expect((await scan(t, admin, contentsid, { code: ticket, mode: 'departure' })).status).toBe(200);

    expect(await attendee(t, admin, contentsid, verified.member.email)).toMatchObject({
      presentSec: 150 * 60,
      creditTenths: 30,
    });
    expect(await attendee(t, admin, contentsid, pending.member.email)).toMatchObject({ creditTenths: null });

    // The departure was a mistake: cleared by a correction, the credit goes with it; set again, it is back.
    const row = await attendee(t, admin, contentsid, verified.member.email);
    const presence = `/api/Admin/Contents/${contentsid}/Attendees/${row.enrolmentid}/Presence`;
    const correct = (departedAt: string | null) =>
      admin.api.post(presence, { arrivedAt: row.arrivedAt, departedAt, reason: '퇴실 스캔 정정' });
    expect((await correct(null)).status).toBe(200);
    expect(await attendee(t, admin, contentsid, verified.member.email)).toMatchObject({ creditTenths: null });
    expect((await correct(row.departedAt)).status).toBe(200);
    expect(await attendee(t, admin, contentsid, verified.member.email)).toMatchObject({ creditTenths: 30 });

    const decided = await admin.api.post(`/api/Admin/Members/${pending.member.useruid}/License`, {
      status: 'verified',
    });
    expect(decided.status).toBe(200);
    expect(await attendee(t, admin, contentsid, pending.member.email)).toMatchObject({ creditTenths: 30 });
  });
});
