// @vitest-environment jsdom
import i18n from 'i18next';
import { expect, it } from 'vitest';
import adminEn from './admin/en.json';
import adminKo from './admin/ko.json';
import { changeLocale, initI18n, openAppPart } from './i18n';
import membersEn from './members/en.json';
import membersKo from './members/ko.json';

it("loads a part's texts only once it opens, and again in the language chosen there", async () => {
  localStorage.setItem('locale', 'en');
  await initI18n();
  expect(i18n.t('routes.main')).not.toBe('routes.main');
  expect(i18n.exists('admin.console')).toBe(false);
  expect(i18n.exists('payment.itemTitle')).toBe(false);

  await openAppPart('members');
  expect(i18n.t('payment.itemTitle')).toBe(membersEn.payment.itemTitle);
  expect(i18n.exists('admin.console')).toBe(false);

  await openAppPart('admin', 'members');
  expect(i18n.t('admin.console')).toBe(adminEn.console);

  await changeLocale('ko');
  expect(i18n.t('admin.console')).toBe(adminKo.console);
  expect(adminKo.console).not.toBe(adminEn.console);
  expect(i18n.t('payment.itemTitle')).toBe(membersKo.payment.itemTitle);
  expect(membersKo.payment.itemTitle).not.toBe(membersEn.payment.itemTitle);
});
