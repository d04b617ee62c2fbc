import { E2E_APP_HEADERS } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { MAIN_URL } from './support/servers';

/*
 * The membership through the built-in sandbox gateway (PAYMENT_PROVIDER=sandbox, the default): its
 * card-registration window is a server-rendered page on the same server, and its first test card
 * approves every charge.
 */

const IN_MAIN = { include: 'main', exclude: 'aside' };

test('a member without a card registers one from the subscription, subscribes and sees the membership active', async ({
  memberPage: page,
  request,
}) => {
  const planResponse = await request.get(`${MAIN_URL}/api/Membership/Plan`, { headers: E2E_APP_HEADERS });
  const plan = (await planResponse.json()).datas as {
    price: number;
    courses: { contentsid: number; title: string }[];
  };
  const price = `${plan.price.toLocaleString('ko-KR')}원`;

  await page.goto('/subscription');
  await expect(page.getByTestId('plan-price')).toHaveText(price);
  await expect(page.getByText(plan.courses[0]!.title).first()).toBeVisible();
  await expectAccessible(page, IN_MAIN);
  await page.getByRole('button', { name: '카드 등록 후 구독하기' }).click();

  await expect(page).toHaveURL(/\/paymentMethod\/subscription$/);
  await expect(page.getByText('구독을 계속하려면 카드를 등록해 주세요.')).toBeVisible();
  await expectAccessible(page, IN_MAIN);
  await page.getByRole('button', { name: '카드 등록' }).click();

  // The gateway's card window (the sandbox's page): the first test card approves.
  await expect(page).toHaveURL(/\/sandbox\/toss\/billing\?/);
  await page.getByRole('button', { name: '등록하기' }).click();

  await expect(page).toHaveURL(/\/paymentMethodResult\?.*authKey=/);
  await expect(page.getByTestId('card-registered')).toContainText('카드가 등록되었습니다.');
  await expect(page).toHaveURL(/\/subscription$/);

  await expect(page.getByTestId('subscription-card')).toContainText('43301234****000*');
  const subscribe = page.getByRole('button', { name: `${price} 결제하고 구독하기` });
  await subscribe.click();
  await expect(page.getByText('멤버십 이용약관에 동의해 주세요.')).toBeVisible();
  await page.getByLabel('이용약관 및 매월 자동 결제에 동의합니다.').check();
  await subscribe.click();

  await expect(page).toHaveURL(/\/mypage\/membership$/);
  await expect(page.getByTestId('membership-state')).toHaveText('이용 중');
  const welcome = page.getByText('환영합니다! 멤버십이 시작되었습니다.');
  await expect(welcome).toBeVisible();
  await expect(page.getByTestId('membership-charges')).toContainText('결제 완료');
  await expect(page.getByTestId('membership-charges')).toContainText(price);
  await expectAccessible(page, IN_MAIN);

  // The welcome is for the moment of subscribing: not on a reload, nor on coming back later.
  await page.reload();
  await expect(page.getByTestId('membership-state')).toHaveText('이용 중');
  await expect(welcome).toHaveCount(0);

  // Every course of the membership is in my courses from the start, before any is opened.
  await page.locator('aside').getByRole('link', { name: '내 강의실' }).click();
  await expect(page.getByRole('tab', { name: `수강 중 ${plan.courses.length}` })).toBeVisible();
  for (const course of plan.courses)
    await expect(page.getByTestId(`my-course-${course.contentsid}`)).toContainText('멤버십으로 수강');
  await page.goBack();
  await expect(page.getByTestId('membership-state')).toHaveText('이용 중');
  await expect(welcome).toHaveCount(0);

  // A membership-included course opens in the player.
  await page.goto(`/player/${plan.courses[0]!.contentsid}`);
  await expect(page.getByTestId('lesson-title')).toBeVisible({ timeout: 15_000 });
});

test('cancel keeps the membership until the period end and can be undone', async ({ memberPage: page }) => {
  await page.goto('/paymentMethod');
  await expect(page.getByText('데이터가 없습니다')).toBeVisible();
  await page.getByRole('button', { name: '카드 등록' }).click();
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByTestId('card-registered')).toBeVisible();
  await page.getByRole('link', { name: '등록된 카드 보기' }).click();
  await expect(page.getByTestId('saved-card')).toHaveCount(1);
  await expect(page.getByTestId('saved-card')).toContainText('사용 중');

  await page.goto('/subscription');
  await page.getByLabel('이용약관 및 매월 자동 결제에 동의합니다.').check();
  await page.getByRole('button', { name: /결제하고 구독하기/ }).click();
  await expect(page.getByTestId('membership-state')).toHaveText('이용 중');

  // Deleting the card that renews the membership warns about the renewal first.
  await page.goto('/paymentMethod');
  await page.getByRole('button', { name: /삭제$/ }).click();
  await expect(page.getByRole('dialog')).toContainText('등록된 다른 카드가 없습니다');
  await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
  await expect(page.getByTestId('saved-card')).toHaveCount(1);

  await page.goto('/mypage/membership');
  await page.getByRole('button', { name: '멤버십 해지' }).click();
  await expect(page.getByRole('dialog')).toContainText('더 이상 결제되지 않으며');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('membership-state')).toHaveText('해지 예정');
  await page.getByRole('button', { name: '멤버십 재개' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('membership-state')).toHaveText('이용 중');
});

test('a refused card registration shows our own reason, never the message written into the address', async ({
  memberPage: page,
}) => {
  await page.goto(
    `/paymentMethodResult?code=SOMETHING_UNKNOWN&message=${encodeURIComponent('고객센터 010-0000-0000 으로 입금하세요')}`,
  );
  await expect(page.getByText('카드를 등록하지 못했습니다. 다시 시도해 주세요.')).toBeVisible();
  await expect(page.getByText('고객센터 010-0000-0000')).toHaveCount(0);
});
