import type { Page } from '@playwright/test';
import type { TrainingCard } from '../../src/shared/contract/contents';
import { seoulDay } from '../../src/shared/seoul-time';
import { createMember, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { MAIN_URL } from './support/servers';

/** The course listing's filters live in <main>; the header has its own "카테고리" button. */
function main(page: Page) {
  return page.locator('main');
}

test.describe('catalogue as a visitor', () => {
  test('header category → subcategory → sort → course → curriculum, with back/forward keeping filters', async ({
    page,
  }) => {
    await page.goto('/main');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await page.getByTestId('category-menu').click();
    await page.getByTestId('category-dropdown').getByRole('menuitem', { name: '시술 교육' }).click();
    await expect(page).toHaveURL(/\/category\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '시술 교육' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('강의 8개');

    const tree = page.getByRole('navigation', { name: '카테고리' });
    await tree.getByRole('link', { name: '필러', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '필러' })).toBeVisible();
    const breadcrumbs = page.getByRole('navigation', { name: '현재 위치' });
    await expect(breadcrumbs.getByRole('link', { name: '시술 교육' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('강의 2개');

    await main(page).getByLabel('정렬').selectOption('price_desc');
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(page.getByTestId('course-card').first()).toContainText('코·턱 필러 디자인');
    await main(page).getByLabel('정렬').selectOption('price_asc');
    await expect(page.getByTestId('course-card').first()).toContainText('필러주입 기본기');

    // Back restores the previous filter, forward the later one.
    await page.goBack();
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(main(page).getByLabel('정렬')).toHaveValue('price_desc');
    await expect(page.getByTestId('course-card').first()).toContainText('코·턱 필러 디자인');
    await page.goForward();
    await expect(page.getByTestId('course-card').first()).toContainText('필러주입 기본기');

    await page.getByTestId('course-card').filter({ hasText: '필러주입 기본기' }).click();
    await expect(page).toHaveURL(/\/courseDetail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '필러주입 기본기' })).toBeVisible();
    await expect(page.getByText('박지훈 원장').first()).toBeVisible();
    const curriculum = page.getByTestId('curriculum');
    await expect(curriculum.getByText('오리엔테이션')).toBeVisible();
    await expect(curriculum.getByText('무료 미리보기')).toBeVisible();
    await expect(curriculum.getByText('시연 영상')).toBeHidden();
    await curriculum.locator('summary', { hasText: '필러주입 기본기 실전' }).click();
    await expect(curriculum.getByText('시연 영상')).toBeVisible();
    // A visitor is asked to log in; the price shows the list price struck through.
    const panel = page.getByRole('region', { name: '수강 신청' }).filter({ visible: true });
    // The login link brings the visitor back to this course.
    await expect(panel.getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(new URL(page.url()).pathname)}`,
    );
    await expect(panel.locator('s')).toContainText('199,000원');
    await expect(panel).toContainText('결제 후 180일');
  });

  test('home banner carousel: labelled slides, pause/play, previous/next; still under reduced motion', async ({
    page,
  }) => {
    await page.goto('/main');
    const carousel = page.getByRole('region', { name: '추천 배너' });
    const slides = carousel.getByRole('group');
    await expect(slides.filter({ visible: true })).toHaveAccessibleName('3개 중 1번째');
    const image = slides.filter({ visible: true }).locator('img');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '400');
    await carousel.getByRole('button', { name: '슬라이드 자동 넘김 멈추기' }).click();
    await expect(carousel.getByRole('button', { name: '슬라이드 자동 넘김 시작' })).toBeVisible();
    await carousel.getByRole('button', { name: '다음 슬라이드' }).click();
    await expect(slides.filter({ visible: true })).toHaveAccessibleName('3개 중 2번째');
    await carousel.getByRole('button', { name: '이전 슬라이드' }).click();
    await carousel.getByRole('button', { name: '이전 슬라이드' }).click();
    await expect(slides.filter({ visible: true })).toHaveAccessibleName('3개 중 3번째');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(carousel.getByRole('button', { name: '다음 슬라이드' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /자동 넘김/ })).toHaveCount(0);
  });

  test('campus: category, subcategory, language and page are kept in the URL', async ({ page }) => {
    await page.goto('/campus');
    await expect(page.getByTestId('result-count')).toHaveText('강의 13개');
    await expect(page.getByTestId('course-card')).toHaveCount(12);
    await page.getByRole('button', { name: '2 페이지' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('course-card')).toHaveCount(1);

    const category = main(page).getByLabel('카테고리', { exact: true });
    const procedures = await category.locator('option', { hasText: '시술 교육' }).getAttribute('value');
    await category.selectOption(procedures!);
    await expect(page).toHaveURL(new RegExp(`categoryid=${procedures}`));
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByTestId('result-count')).toHaveText('강의 8개');
    const subcategory = main(page).getByLabel('세부 카테고리');
    const laser = await subcategory.locator('option', { hasText: '레이저' }).getAttribute('value');
    await subcategory.selectOption(laser!);
    await expect(page.getByTestId('result-count')).toHaveText('강의 2개');
    await main(page).getByLabel('강의 언어').selectOption('en');
    await expect(page.getByTestId('result-count')).toHaveText('강의 1개');
    await expect(page.getByTestId('course-card')).toContainText('스킨부스터 실전 (영어 강의)');

    // A shared link opens with the same filters.
    await page.goto(page.url());
    await expect(main(page).getByLabel('강의 언어')).toHaveValue('en');
    await expect(page.getByTestId('course-card')).toHaveCount(1);
    await page.getByTestId('course-card').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('스킨부스터 실전 (영어 강의)');
  });

  test('search in Korean and English: highlighted, counted, and an empty result', async ({ page }) => {
    await page.goto('/main');
    const input = page.locator('header input[name="searchtxt"]');
    await input.fill('필러');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?searchtxt=/);
    const hit = page.getByTestId('search-result').filter({ hasText: '필러주입 기본기' });
    await expect(hit).toBeVisible();
    await expect(hit.getByRole('heading').locator('mark')).toHaveText('필러');
    await expect(page.getByTestId('result-count')).toHaveText(/^검색 결과 \d+건$/);

    await input.fill('filler');
    await input.press('Enter');
    const english = page.getByTestId('search-result').filter({ hasText: '필러주입 기본기' });
    await expect(english).toBeVisible();
    await expect(english.locator('mark').first()).toHaveText(/filler/i);
    await expect(page.getByTestId('result-count')).toHaveText('검색 결과 3건');

    await input.fill('없는검색어zz');
    await input.press('Enter');
    await expect(page.getByTestId('empty-state')).toHaveText('데이터가 없습니다');
    await expect(page.getByTestId('result-count')).toHaveText('검색 결과 0건');
  });

  test('training: calendar view in the URL, a session, enrol state and the .ics download', async ({
    page,
  }) => {
    await page.goto('/training');
    await expect(page.getByTestId('training-card').first()).toBeVisible();
    await page.getByText('캘린더', { exact: true }).click();
    await expect(page).toHaveURL(/view=calendar/);
    const calendar = page.getByTestId('training-calendar');
    await expect(calendar.getByRole('columnheader').first()).toHaveText('일');
    // The first seeded session is 12 days ahead, this month or the next: the calendar opens on its month.
    await calendar.getByRole('link', { name: /필러 카데바 핸즈온 워크숍/ }).click();

    await expect(page).toHaveURL(/\/lectureDetail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '필러 카데바 핸즈온 워크숍' })).toBeVisible();
    await expect(page.locator('address')).toHaveText('서울특별시 강남구 테헤란로 123, 7층');
    await expect(page.getByText('잔여 3석 / 정원 12석').first()).toBeVisible();
    const enrol = page.getByTestId('enrol-button').filter({ visible: true });
    await expect(enrol).toHaveAttribute('href', /\/payment\?contentsid=\d+$/);
    const download = page.waitForEvent('download');
    await page.getByTestId('add-to-calendar').filter({ visible: true }).click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);

    // Back to the calendar, then the full session: the button is disabled with the reason.
    await page.goBack();
    await expect(page).toHaveURL(/view=calendar/);
    await page.goto('/training?recruittype=closed');
    await page.getByTestId('training-card').filter({ hasText: '보톡스 라이브 시연 세미나' }).click();
    const closed = page.getByTestId('enrol-button').filter({ visible: true });
    await expect(closed).toBeDisabled();
    await expect(closed).toHaveAccessibleDescription('신청 가능한 좌석이 없습니다.');
  });

  test("a session's page writes its schedule and its deadline in one date style and one time style", async ({
    page,
  }) => {
    await page.goto('/training');
    await page.getByTestId('training-card').first().click();
    await expect(page).toHaveURL(/\/lectureDetail\/\d+$/);
    const fact = (label: string) => page.getByRole('row', { name: label }).getByRole('cell');
    const date = String.raw`\d{4}\. \d{1,2}\. \d{1,2}\.`;
    const time = String.raw`오[전후] \d{1,2}:\d{2}`;
    // "2026. 12. 10. (목) 오전 10:00–오후 4:00" beside "2026. 12. 8. 오전 10:00", not "2026년 12월 10일 (목) 10:00–16:00".
    await expect(fact('일시')).toHaveText(new RegExp(`^${date} \\([일월화수목금토]\\) ${time}–${time}$`));
    await expect(fact('신청 마감')).toHaveText(new RegExp(`^${date} ${time}$`));
    await expect(page.locator('main')).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}/);
  });

  test('training: the calendar opens on the month of the next session, not on an empty month before it', async ({
    page,
    request,
  }) => {
    const response = await request.get(`${MAIN_URL}/api/Contents/search/training`, {
      headers: { ...E2E_APP_HEADERS, 'accept-language': 'ko' },
      params: { page: 1, pageSize: 1 },
    });
    const [next] = (await response.json()).datas as TrainingCard[];
    const [year, month] = seoulDay(next!.startsAt!).split('-').map(Number) as [number, number];
    // The reader's clock at noon on the last day of the month before, in Seoul: a month with no session.
    await page.clock.setFixedTime(Date.UTC(year, month - 1, 1, -9) - 12 * 3_600_000);
    await page.goto('/training?view=calendar');
    const calendar = page.getByTestId('training-calendar');
    await expect(calendar.locator('#calendar-month')).toHaveText(`${year}년 ${month}월`);
    await expect(calendar.getByRole('link', { name: next!.title })).toBeVisible();
    // Moving on from there goes by months as before.
    await page.getByRole('button', { name: '이전 달' }).click();
    await expect(page).toHaveURL(new RegExp(`month=${month === 1 ? year - 1 : year}-`));
  });

  test('notices: pinned first, a notice with previous/next links, back to the list', async ({ page }) => {
    await page.goto('/notice');
    const rows = page.getByTestId('notice-list').locator('tbody tr');
    await expect(rows.first()).toContainText('공지');
    await page.getByRole('link', { name: '연말 오프라인 교육 일정 안내' }).click();
    await expect(page).toHaveURL(/\/noticeDetail\?noticeid=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '연말 오프라인 교육 일정 안내' })).toBeVisible();
    await expect(page.getByText('12월과 1월 오프라인 교육 일정을 안내드립니다.')).toBeVisible();
    const others = page.getByRole('navigation', { name: '다른 공지사항' });
    await others.getByRole('link', { name: '[필독] 서비스 이용약관 개정 안내' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: '[필독] 서비스 이용약관 개정 안내' }),
    ).toBeVisible();
    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/notice$/);

    await page.getByRole('searchbox', { name: '공지사항 검색' }).fill('점검');
    await page.getByRole('searchbox', { name: '공지사항 검색' }).press('Enter');
    await expect(page).toHaveURL(/search=/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('시스템 점검 안내');

    await page.goto('/noticeDetail?noticeid=99999');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('FAQ: category chips, accordion and search', async ({ page }) => {
    await page.goto('/faq');
    await page.getByText('결제', { exact: true }).click();
    await expect(page).toHaveURL(/category=payment/);
    const question = page.getByRole('button', { name: /환불은 어떻게 하나요\?/ });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page
        .getByTestId('faq-list')
        .getByText(/결제 내/)
        .first(),
    ).toBeVisible();

    await page.getByText('전체', { exact: true }).click();
    // Typed once every category's questions are listed: text typed while the list reloads can be lost.
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByRole('button', { name: /비밀번호를 잊어버렸어요/ })).toBeVisible();
    await page.getByRole('searchbox', { name: '질문 검색' }).fill('비밀번호');
    await page.getByRole('searchbox', { name: '질문 검색' }).press('Enter');
    await expect(page.getByRole('button', { name: /비밀번호를 잊어버렸어요/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /환불은 어떻게 하나요/ })).toHaveCount(0);
  });

  test('terms: the tab follows the URL and the URL follows the tab', async ({ page }) => {
    await page.goto('/terms?tab=1');
    await expect(page.getByRole('tab', { name: '개인정보처리방침' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('terms-effective')).toContainText('시행일');
    await page.getByRole('tab', { name: '환불 규정' }).click();
    await expect(page).toHaveURL(/tab=2/);
    await page.goto('/terms?tab=0');
    await expect(page.getByRole('tab', { name: '이용약관' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('제1조 (목적)')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('tab', { name: '환불 규정' })).toHaveAttribute('aria-selected', 'true');
  });

  test('terms: an older version is viewable from the version picker', async ({ page }) => {
    // The demo data has one version per text; the answer is widened here to show the picker at work.
    await page.route('**/api/Main/GetTerms/0**', async (route) => {
      const old = new URL(route.request().url()).searchParams.get('version') === '2025-01';
      const versions = [
        { version: '2026-01', effectiveAt: '2025-12-31T15:00:00.000Z', current: true, upcoming: false },
        { version: '2025-01', effectiveAt: '2024-12-31T15:00:00.000Z', current: false, upcoming: false },
      ];
      await route.fulfill({
        json: {
          success: true,
          respMessage: '',
          datas: {
            tab: 0,
            version: old ? '2025-01' : '2026-01',
            effectiveAt: old ? versions[1]!.effectiveAt : versions[0]!.effectiveAt,
            body: old ? '<p>이전 약관 본문</p>' : '<p>현재 약관 본문</p>',
            versions,
          },
        },
      });
    });
    // Reached in the app: a page served with /terms carries the database's text, not this answer.
    await page.goto('/faq');
    await page.getByRole('contentinfo').getByRole('link', { name: '이용약관', exact: true }).click();
    await expect(page.getByText('현재 약관 본문')).toBeVisible();
    await page.getByLabel('버전').selectOption('2025-01');
    await expect(page).toHaveURL(/version=2025-01/);
    await expect(page.getByText('이전 약관 본문')).toBeVisible();
    await expect(page.getByText('이전 버전', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('현재 약관 본문')).toBeVisible();
  });

  test('an unknown course or session shows a not-found view', async ({ page }) => {
    await page.goto('/courseDetail/99999');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('link', { name: '캠퍼스로 돌아가기' })).toBeVisible();
    await page.goto('/lectureDetail/abc');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

test('a logged-in member sees the purchase button leading to the payment page', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await createMember(request, baseURL!);
  await logIn(page, member);
  await page.goto('/campus');
  await page.getByTestId('course-card').filter({ hasText: '필러주입 기본기' }).click();
  const purchase = page.getByRole('region', { name: '수강 신청' }).filter({ visible: true });
  await expect(purchase.getByRole('link', { name: '구매하기' })).toHaveAttribute(
    'href',
    /\/payment\?contentsid=\d+$/,
  );
});
