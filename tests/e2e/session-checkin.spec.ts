import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, chromium } from '@playwright/test';
import QRCode from 'qrcode';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { CHROMIUM, CHROMIUM_ARGS } from './support/browser';
import { expect, newAppPage, test } from './support/fixtures';
import { apiGet, apiToken, buyCourse } from './support/purchase';
import { ADMIN_URL } from './support/servers';

const run = promisify(execFile);

/** A published paid session, far in the future so other specs' training lists keep their first sessions. */
async function publishedSession(request: APIRequestContext, headers: Record<string, string>, title: string) {
  const categories = await request.get(`${ADMIN_URL}/api/Category/GetList`, { headers });
  const top = ((await categories.json()).datas as { categoryid: number; parentID: number }[]).find(
    (item) => item.parentID === 0,
  )!;
  const startsAt = new Date(Date.now() + 280 * 86_400_000);
  const created = await request.post(`${ADMIN_URL}/api/Admin/Contents/Save`, {
    headers,
    data: {
      conttype: 'training',
      categoryid: top.categoryid,
      title: { ko: title },
      edutype: 'hands_on',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      venueName: { ko: '강남 교육장' },
      capacity: 10,
      price: 20_000,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const contentsid = (await created.json()).datas.contentsid as number;
  const published = await request.post(`${ADMIN_URL}/api/Admin/Contents/${contentsid}/Publish`, {
    headers,
    data: { published: true },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return contentsid;
}

/** The ticket's QR code filmed by a still camera: a PNG, then a Y4M video Chromium plays as its camera. */
async function ticketVideo(code: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'medivenus-ticket-'));
  const png = join(dir, 'ticket.png');
  const video = join(dir, 'ticket.y4m');
  await QRCode.toFile(png, code, { type: 'png', width: 400, margin: 4 });
  await run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    png,
    '-t',
    '3',
    '-r',
    '10',
    '-vf',
    'pad=640:480:120:40:white',
    '-pix_fmt',
    'yuv420p',
    video,
  ]);
  return video;
}

test.describe('QR check-in at the door', () => {
  test.use({ baseURL: ADMIN_URL });

  test('the check-in screen reads a ticket through the camera; the attendee list then shows the arrival', async ({
    page: memberPage,
    request,
  }) => {
    test.setTimeout(150_000);
    const adminToken = await apiToken(request, ADMIN_URL, DEMO_ADMIN);
    const headers = { ...E2E_APP_HEADERS, authorization: `Bearer ${adminToken}` };
    const title = `E2E 입장 확인 ${randomBytes(3).toString('hex')}`;
    const contentsid = await publishedSession(request, headers, title);
    const member = await createMember(request, ADMIN_URL);
    const memberToken = await apiToken(request, ADMIN_URL, member);
    await buyCourse(request, ADMIN_URL, memberToken, contentsid);
    const seats = await apiGet<{ contentsid: number; ticket: string }[]>(
      request,
      `${ADMIN_URL}/api/Learning/MyTrainings`,
      memberToken,
    );
    const ticket = seats.find((seat) => seat.contentsid === contentsid)!.ticket;

    // The member's ticket in 내 강의실: its QR code and its code in groups.
    await logIn(memberPage, member);
    await memberPage.goto('/mypage/courses');
    await memberPage.getByRole('tab', { name: /오프라인 교육/ }).click();
    const card = memberPage.getByTestId(`my-training-${contentsid}`);
    await expect(card.getByTestId('ticket-code')).toHaveText(ticket.replace(/(.{4})(?=.)/g, '$1-'));
    await expect(card.getByRole('img', { name: '입장 티켓 QR 코드' })).toBeVisible();

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${await ticketVideo(ticket)}`,
      ],
    });
    try {
      // A tablet at the door.
      const page = await newAppPage(browser, {
        baseURL: ADMIN_URL,
        locale: 'ko-KR',
        viewport: { width: 820, height: 1180 },
        permissions: ['camera'],
      });
      await logIn(page, DEMO_ADMIN);
      await page.goto(`/admin/trainings/${contentsid}/check-in`);
      await expect(page.getByRole('heading', { name: '입장 확인', level: 1 })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('button', { name: '카메라로 스캔' }).click();
      const log = page.getByTestId('checkin-log');
      await expect(log).toContainText(member.name, { timeout: 30_000 });
      await expect(log).toContainText('입장');
      await expect(page.getByTestId('checkin-pending')).toHaveText('모두 전송됨');
      await page.getByRole('button', { name: '카메라 끄기' }).click();
      await expectAccessible(page);

      // A typed code of nobody's ticket is refused, in words.
      await page.getByLabel('티켓 코드').fill('0000-0000-0000-0000');
      await page.getByRole('button', { name: '기록', exact: true }).click();
      await expect(log).toContainText('알 수 없는 티켓입니다');

      await page.getByRole('link', { name: /교육으로 돌아가기/ }).click();
      const row = page.getByRole('row').filter({ hasText: member.email });
      await expect(row).toContainText(member.name);
      // The arrival scanned a moment ago, in the arrival column (Korean time of day).
      const arrival = await row
        .getByRole('cell')
        .nth(await arrivalColumn(page))
        .textContent();
      expect(arrival).toMatch(/\d{1,2}:\d{2}/);
      await expect(page.getByText('1명 중 1명 출석')).toBeVisible();
    } finally {
      await browser.close();
      await request.post(`${ADMIN_URL}/api/Admin/Contents/${contentsid}/Publish`, {
        headers,
        data: { published: false },
      });
    }
  });
});

/** Where the attendee table's "입장 시각" column is. */
async function arrivalColumn(page: import('@playwright/test').Page): Promise<number> {
  const headers = await page.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.includes('입장 시각'));
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
}
