import type { CourseReviewPage } from '../../src/shared/contract/reviews';
import { DEMO_ADMIN, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, newAppPage, test } from './support/fixtures';
import { memberWithCompletedCourse } from './support/purchase';
import { MAIN_URL } from './support/servers';

const TITLE = 'HIFU 리프팅 프로토콜';

test('a member who watched the course reviews it; the card on /campus shows the new average; staff reply from the console', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { member, contentsid } = await memberWithCompletedCourse(request, MAIN_URL, TITLE);
  await logIn(page, member);
  await page.goto(`/courseDetail/${contentsid}`);

  const section = page.getByTestId('course-reviews');
  await section.scrollIntoViewIfNeeded();
  const form = section.getByTestId('review-form');
  await expect(form).toBeVisible();
  // Posting without stars is refused on the page, before any request.
  await form.getByRole('textbox', { name: /수강평/ }).fill('시연이 자세합니다.\n장비 세팅 팁도 좋았어요.');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form).toContainText('별점을 선택해 주세요.');
  // Mantine's star inputs sit outside the viewport: the reader clicks the drawn star, their label.
  const fourStars = await form.getByRole('radio', { name: '4점' }).getAttribute('id');
  await form.locator(`label[for="${fourStars}"]`).click();
  await form.getByRole('button', { name: '등록' }).click();

  const mine = section.getByTestId('my-review');
  await expect(mine).toContainText('시연이 자세합니다.');
  // Line breaks are kept as text, not markup.
  await expect(mine.getByText(/시연이 자세합니다\.\s+장비 세팅 팁도 좋았어요\./)).toBeVisible();
  await expect(section.getByTestId('review-card').filter({ hasText: '장비 세팅' })).toHaveCount(2);
  await expectAccessible(page, { include: '[data-testid="course-reviews"]' });

  const answer = await request.get(`${MAIN_URL}/api/Reviews/Course/${contentsid}`, {
    headers: E2E_APP_HEADERS,
  });
  const { summary } = (await answer.json()).datas as CourseReviewPage;
  expect(summary.count).toBeGreaterThanOrEqual(1);
  await expect(section.getByTestId('rating-summary')).toContainText(summary.average!.toFixed(1));

  await page.goto('/campus?sort=rating');
  const card = page.getByTestId('course-card').filter({ hasText: TITLE });
  await expect(card.getByTestId('card-rating')).toContainText(summary.average!.toFixed(1));
  await expect(card.getByTestId('card-rating')).toContainText(`(${summary.count})`);

  // Editing asks nothing; deleting asks first, and cancelling keeps the review.
  await page.goto(`/courseDetail/${contentsid}`);
  await mine.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
  await expect(mine).toBeVisible();

  const staff = await newAppPage(browser, { baseURL: MAIN_URL });
  await logIn(staff, DEMO_ADMIN);
  await staff.goto('/admin/reviews');
  const item = staff.getByTestId('console-review').filter({ hasText: '장비 세팅' });
  await expect(item).toContainText(TITLE);
  await expectAccessible(staff, { include: 'main' });
  await item
    .getByRole('textbox', { name: /공개 답변/ })
    .fill('후기 감사합니다.\n다음 업데이트에 반영하겠습니다.');
  await item.getByRole('button', { name: '답변 등록' }).click();
  // Replied, it leaves the 'awaiting a reply' list for the 'replied' one.
  await expect(item).toHaveCount(0);
  await staff.getByText('답변 완료', { exact: true }).click();
  await expect(item.getByRole('textbox', { name: /공개 답변/ })).toHaveValue(/후기 감사합니다\./);
  await staff.context().close();

  await page.reload();
  await expect(mine.getByTestId('review-reply')).toContainText('후기 감사합니다.');
});
