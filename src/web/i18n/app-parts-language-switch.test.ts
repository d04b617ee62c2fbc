// @vitest-environment jsdom

import { expect, it } from 'vitest';
import { changeLocale, initI18n, openAppPart } from './i18n';
import { i18n } from './i18n-instance';
import membersKo from './members/ko.json';

it('a part opened while the language changes is loaded in the new language too', async () => {
  localStorage.setItem('locale', 'en');
  await initI18n();
  // Korean's own texts are loaded already, so switching to it lists the opened parts at once, before
  // the members' part below is opened.
  await changeLocale('ko');
  await changeLocale('en');
  const switching = changeLocale('ko');
  const opening = openAppPart('members');
  await Promise.all([switching, opening]);
  expect(i18n.language).toBe('ko');
  expect(i18n.t('payment.itemTitle')).toBe(membersKo.payment.itemTitle);
});
