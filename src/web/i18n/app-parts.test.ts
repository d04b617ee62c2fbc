// @vitest-environment jsdom
import membersMessagesEn from '@shared/i18n/members/en.json';
import membersMessagesKo from '@shared/i18n/members/ko.json';
import { expect, it } from 'vitest';
import accountEn from './account/en.json';
import accountKo from './account/ko.json';
import adminEn from './admin/en.json';
import adminKo from './admin/ko.json';
import { changeLocale, initI18n, openAppPart } from './i18n';
import { i18n } from './i18n-instance';
import membersEn from './members/en.json';
import membersKo from './members/ko.json';

it("loads a part's texts only once it opens, and again in the language chosen there", async () => {
  localStorage.setItem('locale', 'en');
  await initI18n();
  expect(i18n.t('routes.main')).not.toBe('routes.main');
  expect(i18n.exists('admin.console')).toBe(false);
  expect(i18n.exists('payment.itemTitle')).toBe(false);
  expect(i18n.exists('msg:payment.noSeats')).toBe(false);
  expect(i18n.exists('account.loginTitle')).toBe(false);
  expect(i18n.exists('msg:validation.required')).toBe(true);

  await openAppPart('members');
  expect(i18n.t('payment.itemTitle')).toBe(membersEn.payment.itemTitle);
  expect(i18n.t('msg:payment.noSeats')).toBe(membersMessagesEn.payment.noSeats);
  expect(i18n.exists('msg:validation.required')).toBe(true);
  expect(i18n.exists('admin.console')).toBe(false);

  await openAppPart('admin', 'members', 'account');
  expect(i18n.t('admin.console')).toBe(adminEn.console);
  expect(i18n.t('account.loginTitle')).toBe(accountEn.loginTitle);

  await changeLocale('ko');
  expect(i18n.t('admin.console')).toBe(adminKo.console);
  expect(adminKo.console).not.toBe(adminEn.console);
  expect(i18n.t('payment.itemTitle')).toBe(membersKo.payment.itemTitle);
  expect(membersKo.payment.itemTitle).not.toBe(membersEn.payment.itemTitle);
  expect(i18n.t('msg:payment.noSeats')).toBe(membersMessagesKo.payment.noSeats);
  expect(i18n.t('account.loginTitle')).toBe(accountKo.loginTitle);
  expect(i18n.t('routes.main')).not.toBe('routes.main');
});
