import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { expect, it } from 'vitest';
import { serverI18n } from './server-i18n';

function Home() {
  const { t } = useTranslation();
  return createElement('p', null, `${t('routes.main')} · ${t('catalogue.lessonCount', { count: 2 })}`);
}

const rendered = (texts: ReturnType<typeof serverI18n>) =>
  renderToString(createElement(I18nextProvider, { i18n: texts }, createElement(Home)));

it('renders each request in its language, whatever language a request after it asked for', () => {
  const korean = serverI18n('ko');
  const english = serverI18n('en');
  const japanese = serverI18n('ja');
  expect(rendered(korean)).toBe('<p>홈 · 2강</p>');
  expect(rendered(english)).toBe('<p>Home · 2 lessons</p>');
  expect(rendered(japanese)).toContain('ホーム');
  expect(rendered(korean)).toBe('<p>홈 · 2강</p>');
});

it('has every part of the texts and the shared messages, with Korean particles picked', () => {
  const korean = serverI18n('ko');
  expect(korean.t('admin.banners.confirmDelete', { title: '여름 세미나' })).toMatch(
    /^배너 “여름 세미나”를 삭제/,
  );
  expect(korean.exists('account.loginTitle')).toBe(true);
  expect(korean.exists('msg:payment.noSeats')).toBe(true);
  expect(serverI18n('en').t('msg:errors.generic')).toBe("We're sorry, an error has occurred.");
});
