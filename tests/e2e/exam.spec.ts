import type { AdminCourseExams } from '../../src/shared/contract/exam';
import { createMember, DEMO_ADMIN, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiGet, apiToken, buyCourse, completeCourse, courseIdByTitle } from './support/purchase';
import { ADMIN_URL, MAIN_URL } from './support/servers';

test('a member who bought the demo course with a test takes it, passes, and gets the certificate', async ({
  page,
  request,
}) => {
  const member = await createMember(request, MAIN_URL);
  const token = await apiToken(request, MAIN_URL, member);
  const contentsid = await courseIdByTitle(request, MAIN_URL, '사각턱 보톡스 심화');
  await buyCourse(request, MAIN_URL, token, contentsid);
  await completeCourse(request, MAIN_URL, token, contentsid);
  // The right options, as the operator's console holds them (the member's answers never carry them).
  const adminToken = await apiToken(request, MAIN_URL, DEMO_ADMIN);
  const bank = await apiGet<AdminCourseExams>(
    request,
    `${MAIN_URL}/api/Admin/Contents/${contentsid}/Exams`,
    adminToken,
  );

  await logIn(page, member);
  await page.goto(`/player/${contentsid}`);
  // Every lesson watched, but no certificate until the test is passed.
  await expect(page.getByTestId('player-progress-rate')).toContainText('100');
  await expect(page.getByTestId('certificate-button')).toHaveCount(0);
  await page.getByTestId('exam-link').click();
  await expect(page).toHaveURL(new RegExp(`/player/${contentsid}/exam$`));
  await expect(page.getByTestId('exam-card')).toContainText('사각턱 보톡스 심화 수료 시험');
  await expectAccessible(page);

  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-question')).toHaveCount(bank.questions.length);
  await expect(page.getByTestId('exam-time-left')).toContainText('남은 시간');
  for (const question of bank.questions) {
    const card = page.getByTestId('exam-question').filter({ hasText: question.text.ko });
    const right =
      question.kind === 'truefalse'
        ? [question.answerTrue ? '참' : '거짓']
        : question.options.filter((option) => option.isAnswer).map((option) => option.text.ko);
    for (const label of right) await card.getByLabel(label, { exact: true }).check();
  }
  await expectAccessible(page);
  await page.getByTestId('exam-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();

  await expect(page.getByTestId('exam-verdict')).toHaveText('합격');
  await expect(page.getByTestId('exam-result')).toContainText('100점');
  await expectAccessible(page);
  await page.getByTestId('exam-back').click();
  await expect(page.getByTestId('exam-card')).toContainText('합격');

  await page.goto(`/player/${contentsid}`);
  await expect(page.getByTestId('certificate-button')).toBeVisible();
});

test.describe('the console', () => {
  test.use({ baseURL: ADMIN_URL });

  test("an operator adds a question to a course's bank, told in Korean what is missing", async ({
    page,
    request,
  }) => {
    const contentsid = await courseIdByTitle(request, ADMIN_URL, '사각턱 보톡스 심화');
    await logIn(page, DEMO_ADMIN);
    await page.goto(`/admin/courses/${contentsid}`);
    const editor = page.getByTestId('course-exams-editor');
    // The console's first visit loads while the demo videos still transcode on two cores.
    await expect(editor).toContainText('사각턱 보톡스 심화 수료 시험', { timeout: 30_000 });
    await expect(editor).toContainText('문제은행 5문항');

    await editor.getByRole('button', { name: '문항 추가' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^문항/ }).fill('교근 보톡스의 대표적인 적응증은?');
    await dialog.getByRole('textbox', { name: /^보기 1/ }).fill('사각턱 축소');
    await dialog.getByRole('textbox', { name: /^보기 2/ }).fill('눈밑 주름');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toContainText('단일 선택 문항은 정답을 정확히 1개 지정해야 합니다.');
    await expectAccessible(page, { include: '[role="dialog"]' });
    await dialog.getByRole('checkbox', { name: /보기 1: 사각턱 축소/ }).check();
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(editor).toContainText('교근 보톡스의 대표적인 적응증은?');
    await expect(editor).toContainText('문제은행 6문항');
    await expectAccessible(page);

    // Clean up: the bank as the seed left it.
    await editor.getByRole('button', { name: '삭제: 교근 보톡스의 대표적인 적응증은?' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(editor).toContainText('문제은행 5문항');
  });
});
