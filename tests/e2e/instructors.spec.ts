import { DEMO_ADMIN, DEMO_INSTRUCTOR, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { consoleCall } from './support/console-api';
import { expect, newAppPage, test } from './support/fixtures';
import { apiToken, courseIdByTitle } from './support/purchase';
import { ADMIN_URL } from './support/servers';

test.use({ baseURL: ADMIN_URL });

test('the demo instructor sees only their own courses in the console, and the course page shows them', async ({
  page,
  request,
  browser,
}) => {
  await logIn(page, DEMO_INSTRUCTOR);
  await page.goto('/admin/instructor');
  await expect(page.getByRole('heading', { level: 1, name: '내 강좌' })).toBeVisible();
  const main = page.getByRole('main');
  // 보톡스 입문 is 김서연 원장's; 필러주입 기본기 is 박지훈 원장's.
  await expect(main.getByText('보톡스 입문').first()).toBeVisible();
  await expect(main.getByText('필러주입 기본기')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '회원 관리' })).toHaveCount(0);
  await expectAccessible(page, { include: 'main' });

  // The operators’ own pages stay closed to an instructor, whatever the address: the guard sends them home.
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/main$/);

  const contentsid = await courseIdByTitle(request, ADMIN_URL, '보톡스 입문');
  await page.goto(`/courseDetail/${contentsid}`);
  const section = page.getByTestId('course-instructors');
  await expect(section).toContainText('김서연 원장');
  await expectAccessible(page, { include: '[data-testid="course-instructors"]' });

  // The operator's page of the instructor: the role select and the profile editor.
  const admin = await apiToken(request, ADMIN_URL, DEMO_ADMIN);
  const found = await consoleCall<{ useruid: string; email: string }[]>(
    request,
    admin,
    'GET',
    `/api/Admin/Members?q=${encodeURIComponent(DEMO_INSTRUCTOR.email)}`,
  );
  const useruid = found.datas.find((row) => row.email === DEMO_INSTRUCTOR.email)!.useruid;
  const operator = await newAppPage(browser, { baseURL: ADMIN_URL });
  await logIn(operator, DEMO_ADMIN);
  await operator.goto(`/admin/members/${useruid}`);
  await expect(operator.getByTestId('assigned-courses')).toContainText('보톡스 입문');
  await expectAccessible(operator, { include: 'main' });
  await operator.context().close();
});
