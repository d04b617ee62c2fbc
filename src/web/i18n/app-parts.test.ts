// @vitest-environment jsdom
import i18n from 'i18next';
import { expect, it } from 'vitest';
import adminEn from './admin/en.json';
import adminKo from './admin/ko.json';
import { changeLocale, initI18n, openAppPart } from './i18n';

it("loads the console's texts only once it opens, and again in the language chosen there", async () => {
  localStorage.setItem('locale', 'en');
  await initI18n();
  expect(i18n.t('routes.main')).not.toBe('routes.main');
  expect(i18n.exists('admin.console')).toBe(false);

  await openAppPart('admin');
  expect(i18n.t('admin.console')).toBe(adminEn.console);

  await changeLocale('ko');
  expect(i18n.t('admin.console')).toBe(adminKo.console);
  expect(adminKo.console).not.toBe(adminEn.console);
});
