import { DEMO_REPORTED_REVIEW } from '../../src/server/db/seed/seed-moderation';
import type { ModerationQueueItem } from '../../src/shared/contract/moderation';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiToken } from './support/purchase';
import { ADMIN_URL } from './support/servers';

// Admin specs change data; they get their own server.
test.use({ baseURL: ADMIN_URL, viewport: { width: 1440, height: 900 }, timezoneId: 'Asia/Seoul' });

const FIRST_LINE = DEMO_REPORTED_REVIEW.split('\n')[0]!;

test('an operator hides a reported review from the console’s queue, with a reason the audit log keeps', async ({
  page,
  request,
  adminApi,
}) => {
  // The demo's advertiser review, reported by the demo member; one more member reports it here.
  const reported = async () =>
    (
      await adminApi.call<ModerationQueueItem[]>(
        'GET',
        '/api/Admin/Moderation/Queue?status=all&targetKind=review&pageSize=200',
      )
    ).datas.find((item) => item.content?.body === DEMO_REPORTED_REVIEW)!;
  const review = await reported();
  expect(review).toBeDefined();
  // A retried run finds it hidden by the first: shown again, it can be reported and hidden anew.
  if (review.content?.hiddenAt)
    await adminApi.call('POST', '/api/Admin/Moderation/Restore', {
      targetKind: 'review',
      targetId: review.targetId,
      reason: '재시험',
    });
  const reporter = await createMember(request, ADMIN_URL);
  const report = await request.post(`${ADMIN_URL}/api/Moderation/Report`, {
    headers: { ...E2E_APP_HEADERS, authorization: `Bearer ${await apiToken(request, ADMIN_URL, reporter)}` },
    data: { targetKind: 'review', targetId: review.targetId, reason: 'spam', detail: '도매 광고' },
  });
  expect(report.ok(), await report.text()).toBe(true);

  await logIn(page, DEMO_ADMIN);
  await page.goto('/admin/moderation');
  const row = page.getByRole('row').filter({ hasText: FIRST_LINE });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('스팸·광고');
  await expect(row).toContainText('도매 광고');
  await expectAccessible(page, { include: 'main' });

  await row.getByRole('button', { name: '숨기기' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '숨기기' }).click();
  await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: /처리 사유/ }).fill('광고성 수강평 (운영정책 2조)');
  await dialog.getByRole('button', { name: '숨기기' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  await page
    .locator('label')
    .filter({ hasText: /^숨김$/ })
    .click();
  await expect(row).toContainText('광고성 수강평 (운영정책 2조)');
  await expect(row.getByRole('button', { name: '복구' })).toBeVisible();
  await expectAccessible(page, { include: 'main' });

  const hidden = await reported();
  expect(hidden).toMatchObject({ openReports: 0, content: { hiddenReason: '광고성 수강평 (운영정책 2조)' } });
  const audit = await adminApi.call<{ actorEmail: string; after: Record<string, unknown> }[]>(
    'GET',
    `/api/Admin/AuditLog?action=courseReview.hide&targetType=courseReview&target=${review.targetId}`,
  );
  expect(audit.datas[0]).toMatchObject({
    actorEmail: DEMO_ADMIN.email,
    after: { reason: '광고성 수강평 (운영정책 2조)' },
  });
});
