import { describe, expect, it } from 'vitest';
import { isPublicCall } from './public-calls';

describe('public calls (spec §6)', () => {
  it('are the banner, FAQ, notice, category and contents listings', () => {
    for (const path of [
      '/api/Banner/GetList',
      '/api/Board/GetFaqs',
      '/api/Main/GetNotices?isnotice=1',
      '/api/Main/GetNoticeInfo/3/',
      '/api/Category/GetList?isactive=1&pcategoryid=0',
      '/api/Contents/main',
      '/api/Contents/main/campus',
      '/api/Contents/search?schtext=botox',
      '/api/Contents/search/campus',
      '/api/Contents/search/calendar/2026/3',
      '/api/Contents/search/training',
    ]) {
      expect(isPublicCall(path), path).toBe(true);
    }
  });

  it('leave out account, coupon, payment, billing, video-source and course-detail calls', () => {
    for (const path of [
      '/api/account/logout',
      '/api/Coupon/GetList',
      '/api/Payment/GetList/0',
      '/api/Billing/MyCardList',
      '/api/Contents/GetVideoSourceUrl/4',
      '/api/Contents/GetInfo/7',
      '/api/Admin/Contents',
    ]) {
      expect(isPublicCall(path), path).toBe(false);
    }
  });
});
