import { readFile } from 'node:fs/promises';
import { DEMO_ADMIN, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { consoleCall, koreanToday } from './support/console-api';
import { expect, test } from './support/fixtures';
import { apiToken, courseIdByTitle } from './support/purchase';
import { ADMIN_URL } from './support/servers';

// Admin specs change data; they get their own server so visitor specs see the seed.
test.use({ baseURL: ADMIN_URL, viewport: { width: 1440, height: 900 } });

test("an operator downloads a course's credit report: a CSV with its header, said to list nobody, and audited", async ({
  page,
  request,
}) => {
  const contentsid = await courseIdByTitle(request, ADMIN_URL, '보톡스 입문');
  await logIn(page, DEMO_ADMIN);
  await page.goto(`/admin/courses/${contentsid}`);
  const panel = page.getByTestId('credit-report');
  // The console's first visit loads while the demo videos still transcode on two cores.
  await expect(panel).toContainText('연수평점 보고', { timeout: 30_000 });
  await expect(panel.getByRole('button', { name: /시작일/ })).toContainText(
    `${koreanToday().slice(0, 4)}-01-01`,
  );
  await expectAccessible(page, { include: '[data-testid="credit-report"]' });

  await panel.getByText('CSV', { exact: true }).click();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: '보고서 내려받기' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^credit-report-${contentsid}-\\d{4}-01-01-.+\\.csv$`));
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF순번,교육명,면허 종류,면허번호,성명,생년월일,이수일')).toBe(true);
  await expect(panel.getByTestId('credit-report-result')).toHaveText(
    '이 기간에 평점을 받은 회원이 없습니다. 파일에는 머리글만 있습니다.',
  );
  await expectAccessible(page, { include: '[data-testid="credit-report"]' });

  const token = await apiToken(request, ADMIN_URL, DEMO_ADMIN);
  const log = await consoleCall<{ after: { format: string; rows: number } }[]>(
    request,
    token,
    'GET',
    `/api/Admin/AuditLog?action=course.creditReport&target=${contentsid}`,
  );
  expect(log.datas[0]!.after).toMatchObject({ format: 'csv', rows: 0 });
});
