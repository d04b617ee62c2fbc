import { createMember, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { apiToken, buyCourse } from './support/purchase';
import { ADMIN_URL } from './support/servers';

const SEMINAR = '병원 마케팅 트렌드 세미나';

// Buying a seat changes the session's seat count: on the server where specs may change things.
test.use({ baseURL: ADMIN_URL });

test('a member who paid for a training session finds it in 내 강의실 with date, place and status', async ({
  page,
  request,
}) => {
  const member = await createMember(request, ADMIN_URL);
  const found = await request.get(`${ADMIN_URL}/api/Contents/search`, {
    headers: E2E_APP_HEADERS,
    params: { schtext: SEMINAR },
  });
  const hits = (await found.json()).datas as { contentsid: number; title: string; conttype: string }[];
  const seminar = hits.find((hit) => hit.title === SEMINAR && hit.conttype === 'training')!;
  await buyCourse(request, ADMIN_URL, await apiToken(request, ADMIN_URL, member), seminar.contentsid);

  await logIn(page, member);
  await page.goto('/mypage/courses');
  await page.getByRole('tab', { name: '오프라인 교육 1' }).click();
  const card = page.getByTestId(`my-training-${seminar.contentsid}`);
  await expect(card.getByRole('heading', { name: SEMINAR })).toBeVisible();
  await expect(card.getByTestId('training-status')).toHaveText('참석 예정');
  await expect(card).toContainText('성수 메디컬 라운지 · 서울특별시 성동구 성수이로 45, 3층');
  // The session's date and time in Seoul, as the training pages print it.
  await expect(card).toContainText(
    /\d{4}\. \d{1,2}\. \d{1,2}\. \(.\) 오[전후] \d{1,2}:\d{2}–오[전후] \d{1,2}:\d{2}/,
  );
  await card.getByRole('link', { name: SEMINAR }).click();
  await expect(page).toHaveURL(new RegExp(`/lectureDetail/${seminar.contentsid}$`));
});
