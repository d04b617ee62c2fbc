// @vitest-environment jsdom
import messagesEn from '@shared/i18n/en.json';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { beforeEach, expect, it } from 'vitest';
import { changeLocale, initI18n, openAppPart } from './i18n';
import { i18n } from './i18n-instance';

beforeEach(async () => {
  localStorage.setItem('locale', 'ko');
  await initI18n();
});

it('reads nested keys and the shared messages under `msg:`, and fills placeholders', () => {
  expect(i18n.t('header.userMenu', { name: '김의사' })).toBe('김의사 메뉴');
  expect(i18n.t('home.slideOf', { n: 2, total: 5 })).toBe('5개 중 2번째');
  expect(i18n.t('catalogue.pageN', { page: 0 })).toBe('0 페이지');
  // A placeholder without a value stays as written, not an empty gap.
  expect(i18n.t('header.userMenu')).toBe('{{name}} 메뉴');
  expect(i18n.exists('msg:errors.generic')).toBe(true);
  expect(i18n.t('msg:errors.generic')).not.toBe(messagesEn.errors.generic);
});

it("picks a count's plural form by the language's rules", async () => {
  expect(i18n.t('catalogue.lessonCount', { count: 1 })).toBe('1강');
  await changeLocale('en');
  expect(i18n.t('catalogue.lessonCount', { count: 1 })).toBe('1 lesson');
  expect(i18n.t('catalogue.lessonCount', { count: 0 })).toBe('0 lessons');
  expect(i18n.t('catalogue.lessonCount', { count: 12 })).toBe('12 lessons');
});

it('falls back to English, then to the default value, then to the key without its namespace', () => {
  i18n.addResourceBundle('en', 'msg', { errors: { onlyInEnglish: 'English only' } }, true, true);
  expect(i18n.language).toBe('ko');
  expect(i18n.t('msg:errors.onlyInEnglish')).toBe('English only');
  expect(i18n.t('msg:errors.unknown', { defaultValue: 'code {{code}}', code: 'X1' })).toBe('code X1');
  expect(i18n.t('msg:errors.unknown')).toBe('errors.unknown');
  expect(i18n.exists('msg:errors.unknown')).toBe(false);
});

it('adds a part beside the texts already there, and a later bundle replaces the same key', async () => {
  await openAppPart('admin');
  expect(i18n.t('admin.console')).not.toBe('admin.console');
  expect(i18n.t('routes.main')).toBe('홈');
  i18n.addResourceBundle('ko', 'translation', { routes: { main: '처음으로' } }, true, true);
  expect(i18n.t('routes.main')).toBe('처음으로');
  expect(i18n.t('admin.console')).not.toBe('admin.console');
  i18n.addResourceBundle('ko', 'translation', { routes: { main: '홈' } }, true, true);
});

it("gives a Korean value the particle its last syllable takes, and keeps both after a word it can't read", async () => {
  await openAppPart('admin');
  expect(i18n.t('admin.banners.confirmDelete', { title: '신규 회원' })).toMatch(
    /^배너 “신규 회원”을 삭제할까요\?/,
  );
  expect(i18n.t('admin.banners.confirmDelete', { title: '여름 세미나' })).toMatch(
    /^배너 “여름 세미나”를 삭제/,
  );
  expect(i18n.t('admin.refunds.confirmApprove', { name: '김의사', amount: '55,000원' })).toMatch(
    /^김의사님에게 55,000원을 환불할까요\?/,
  );
  expect(i18n.t('admin.banners.confirmDelete', { title: 'Summer' })).toMatch(/^배너 “Summer”을\(를\) 삭제/);
});

it('renders a component again in the new language, and marks the page with it', async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const seen: unknown[] = [];
  function Home() {
    const { t } = useTranslation();
    seen.push(t);
    return createElement('p', null, t('routes.main'));
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(createElement(Home)));
  expect(container.textContent).toBe('홈');
  await act(() => changeLocale('ja'));
  expect(container.textContent).toBe('ホーム');
  expect(document.documentElement.lang).toBe('ja');
  // Components that keep `t` (in a memo, an effect's dependencies) see the change too.
  expect(seen.at(-1)).not.toBe(seen[0]);
  act(() => root.unmount());
});
