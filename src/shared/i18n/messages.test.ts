import { describe, expect, it } from 'vitest';
import { translate } from './messages';

describe('translate', () => {
  it("gives a Korean placeholder the particle its word's last syllable takes", () => {
    expect(translate('ko', 'mail.orderPaidIntro', { product: '보톡스 기본기' })).toContain(
      '보톡스 기본기를 바로',
    );
    expect(translate('ko', 'mail.orderPaidIntro', { product: '필러 실전 강의' })).toContain(
      '필러 실전 강의를 바로',
    );
    expect(translate('ko', 'mail.orderPaidIntro', { product: '리프팅 실습' })).toContain(
      '리프팅 실습을 바로',
    );
    expect(translate('ko', 'mail.taxInvoiceCanceledIntro', { product: '실습', company: '(주)메디' })).toMatch(
      /^실습이 전액 환불되어 \(주\)메디 앞/,
    );
    expect(translate('ko', 'mail.taxInvoiceCanceledIntro', { product: '세미나', company: 'X' })).toMatch(
      /^세미나가 전액/,
    );
  });

  it('keeps both particles after a word whose reading it cannot know, and leaves other languages alone', () => {
    expect(translate('ko', 'mail.orderPaidIntro', { product: 'MEDIVENUS Basic' })).toContain(
      'MEDIVENUS Basic을(를)',
    );
    expect(translate('en', 'mail.orderPaidIntro', { product: '기본기' })).toBe(
      'Thank you. Your payment is complete and 기본기 is ready for you.',
    );
  });
});
