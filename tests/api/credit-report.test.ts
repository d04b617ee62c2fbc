import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { createCreditAward } from '../fixtures/credit-awards';
import { createAdmin, createCourse, createMember, createTraining } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ seed: false });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const next = text[i + 1];
    if (quoted && char === '"' && next === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && next === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

async function readXlsx(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer (its own `Buffer` interface); JSZip reads either.
  await workbook.xlsx.load(new Uint8Array(payload).buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

async function member(name: string, birthdate: string | null) {
  const created = await createMember(testApp());
  await testApp().database.db.update(users).set({ name, birthdate }).where(eq(users.id, created.id));
  return created;
}

/**
 * A course with awards in March 2026 (KST days) and around it, another course's award, and a member
 * whose name and licence number would run as formulas in a spreadsheet.
 */
async function marchAwards() {
  const course = await createCourse(testApp(), { price: 0, title: '외래 고혈압 진료' });
  const other = await createCourse(testApp(), { price: 0, title: '다른 강의' });
  const kim = await member('김의사', '1985-04-12');
  const formula = await member('=HYPERLINK("http://evil","x")', null);
  const early = await member('이전달', '1990-01-01');
  const late = await member('다음달', '1990-01-02');
  const t = testApp();
  await createCreditAward(t, {
    userId: kim.id,
    contentsId: course,
    earnedOn: '2026-03-31',
    licenseNumber: '100200',
    studiedSec: 5400,
    creditTenths: 15,
    approvalNumber: 'KMA-2026-1234',
    category: 'required',
  });
  await createCreditAward(t, {
    userId: formula.id,
    contentsId: course,
    earnedOn: '2026-03-01',
    licenseNumber: '-1+1',
    licenseKind: 'nurse',
    studiedSec: 3600,
    creditTenths: 10,
    approvalNumber: 'KMA-2026-1234',
  });
  await createCreditAward(t, { userId: early.id, contentsId: course, earnedOn: '2026-02-28' });
  await createCreditAward(t, { userId: late.id, contentsId: course, earnedOn: '2026-04-01' });
  await createCreditAward(t, { userId: kim.id, contentsId: other, earnedOn: '2026-03-15' });
  return { course, kim };
}

const march = (course: number, format: string) =>
  `/api/Admin/Contents/${course}/CreditReport?from=2026-03-01&to=2026-03-31&format=${format}`;

describe('the credit report to the accrediting body', () => {
  it('XLSX: only the course, only the period (its last Korean day included), opened by exceljs itself', async () => {
    const admin = await createAdmin(testApp());
    const { course } = await marchAwards();

    const answer = await admin.api.get(march(course, 'xlsx'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(XLSX_TYPE);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="credit-report-${course}-2026-03-01-2026-03-31.xlsx"`,
    );
    expect(answer.headers['x-report-rows']).toBe('2');

    const { sheet, rows } = await readXlsx(answer.rawPayload);
    expect(rows[0]).toEqual([
      'No.',
      'Course or session',
      'Licence kind',
      'Licence number',
      'Name',
      'Date of birth',
      'Earned on',
      'Hours studied',
      'Credits',
      'Category',
      'Accrediting body',
      'Approval number',
      'Verification code',
    ]);
    expect(rows).toHaveLength(3);
    // Oldest first: the first day of the period, then its last.
    expect(rows[1]!.slice(0, 12)).toEqual([
      1,
      '외래 고혈압 진료',
      'Nurse',
      '-1+1',
      '=HYPERLINK("http://evil","x")',
      undefined,
      new Date('2026-03-01T00:00:00Z'),
      1,
      1,
      'General',
      '대한의사협회',
      'KMA-2026-1234',
    ]);
    expect(rows[2]!.slice(2, 12)).toEqual([
      'Doctor',
      '100200',
      '김의사',
      new Date('1985-04-12T00:00:00Z'),
      new Date('2026-03-31T00:00:00Z'),
      1.5,
      1.5,
      'Required',
      '대한의사협회',
      'KMA-2026-1234',
    ]);
    // Text cells stay text in XLSX: a name starting with = is not a formula there.
    expect(sheet.getCell('E2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('G3').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getColumn(2).width).toBeGreaterThan(20);
  });

  it('CSV: a BOM, the header in the operator’s language, RFC 4180 quoting, formulas neutralised', async () => {
    const admin = await createAdmin(testApp());
    const { course } = await marchAwards();

    const answer = await admin.api.get(march(course, 'csv'), { lang: 'ko' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = answer.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      '순번',
      '교육명',
      '면허 종류',
      '면허번호',
      '성명',
      '생년월일',
      '이수일',
      '이수 시간(시간)',
      '평점',
      '구분',
      '인정 기관',
      '승인번호',
      '확인번호',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(0, 12)).toEqual([
      '1',
      '외래 고혈압 진료',
      '간호사',
      "'-1+1",
      `'=HYPERLINK("http://evil","x")`,
      '',
      '2026-03-01',
      '1',
      '1',
      '일반',
      '대한의사협회',
      'KMA-2026-1234',
    ]);
    expect(rows[2]!.slice(2, 10)).toEqual([
      '의사',
      '100200',
      '김의사',
      '1985-04-12',
      '2026-03-31',
      '1.5',
      '1.5',
      '필수',
    ]);
  });

  it('every export is audited: who, which course, the period, the format and how many members', async () => {
    const admin = await createAdmin(testApp());
    const { course } = await marchAwards();
    await admin.api.get(march(course, 'csv'));
    await admin.api.get(march(course, 'xlsx'));

    const log = await admin.api.get(`/api/Admin/AuditLog?action=course.creditReport&target=${course}`);
    expect(log.body.datas).toHaveLength(2);
    expect(log.body.datas.map((entry: { after: unknown }) => entry.after)).toEqual(
      expect.arrayContaining([
        { from: '2026-03-01', to: '2026-03-31', format: 'csv', rows: 2 },
        { from: '2026-03-01', to: '2026-03-31', format: 'xlsx', rows: 2 },
      ]),
    );
    expect(log.body.datas[0]).toMatchObject({ actorId: admin.id, targetType: 'course' });
  });

  it('a period without awards still gives a file with its header, and says so', async () => {
    const admin = await createAdmin(testApp());
    const session = await createTraining(testApp(), { price: 0, capacity: 10 });
    const url = `/api/Admin/Contents/${session}/CreditReport?from=2026-01-01&to=2026-12-31`;

    const xlsx = await admin.api.get(`${url}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['x-report-rows']).toBe('0');
    expect((await readXlsx(xlsx.rawPayload)).rows).toHaveLength(1);
    const csv = await admin.api.get(`${url}&format=csv`);
    expect(parseCsv(csv.rawPayload.toString('utf8').slice(1))).toHaveLength(1);

    const log = await admin.api.get(`/api/Admin/AuditLog?action=training.creditReport&target=${session}`);
    expect(log.body.datas[0]).toMatchObject({ targetType: 'training', after: { rows: 0 } });
  });

  it('refuses a member, a visitor, a period that ends before it starts and an unknown course', async () => {
    const admin = await createAdmin(testApp());
    const { course, kim } = await marchAwards();

    const asMember = await kim.api.get(march(course, 'csv'));
    expect(asMember.status).toBe(403);
    expect(asMember.headers['content-type']).toMatch(/application\/json/);
    expect((await kim.api.with({ token: null }).get(march(course, 'csv'))).status).toBe(401);

    const backwards = await admin.api.get(
      `/api/Admin/Contents/${course}/CreditReport?from=2026-03-31&to=2026-03-01&format=csv`,
    );
    expect(backwards.status).toBe(400);
    expect((await admin.api.get(`/api/Admin/Contents/${course}/CreditReport?from=2026-03-01`)).status).toBe(
      400,
    );
    expect((await admin.api.get(march(course, 'pdf'))).status).toBe(400);
    expect((await admin.api.get(march(987654, 'csv'))).status).toBe(404);

    const log = await admin.api.get(`/api/Admin/AuditLog?action=course.creditReport&target=${course}`);
    expect(log.body.datas).toHaveLength(0);
  });
});
