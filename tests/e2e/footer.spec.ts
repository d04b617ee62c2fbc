import { expect, test } from './support/fixtures';

test("the footer shows the demo company's legal notice from configuration, with the FTC check link", async ({
  page,
}) => {
  await page.goto('/main');
  const notice = page.locator('footer').getByTestId('company-notice');
  await expect(notice).toContainText('상호 (주)메디비너스 · 대표자 홍길동 · 사업자등록번호 123-45-67890');
  await expect(notice).toContainText(
    '통신판매업 신고번호 제2026-서울강남-00000호 · 개인정보보호책임자 김보안',
  );
  await expect(notice).toContainText('주소 서울특별시 강남구 테헤란로 123, 7층 · 호스팅 서비스 제공자');
  await expect(notice.getByRole('link', { name: '사업자정보확인' })).toHaveAttribute(
    'href',
    'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890',
  );
  await expect(page.locator('footer').getByRole('link', { name: '1600-0000' })).toHaveAttribute(
    'href',
    'tel:16000000',
  );
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(notice).toContainText(
    'Company (주)메디비너스 · CEO 홍길동 · Business registration no. 123-45-67890',
  );
});
