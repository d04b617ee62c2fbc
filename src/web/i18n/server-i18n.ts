import type { Locale } from '@shared/constants';
import sharedEn from '@shared/i18n/en.json';
import sharedJa from '@shared/i18n/ja.json';
import sharedKo from '@shared/i18n/ko.json';
import sharedMembersEn from '@shared/i18n/members/en.json';
import sharedMembersJa from '@shared/i18n/members/ja.json';
import sharedMembersKo from '@shared/i18n/members/ko.json';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import accountEn from './account/en.json';
import accountJa from './account/ja.json';
import accountKo from './account/ko.json';
import adminEn from './admin/en.json';
import adminJa from './admin/ja.json';
import adminKo from './admin/ko.json';
import en from './en.json';
import { I18N_OPTIONS } from './i18n';
import ja from './ja.json';
import ko from './ko.json';
import membersEn from './members/en.json';
import membersJa from './members/ja.json';
import membersKo from './members/ko.json';

let ready: Promise<unknown> | null = null;

/**
 * The server renders with the browser's i18n instance and every language loaded up front; each page
 * switches it to the request's language (renders take turns: see entry-server.tsx).
 */
export async function switchServerLanguage(locale: Locale): Promise<void> {
  ready ??= i18n.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: locale,
    resources: {
      ko: {
        translation: { ...ko, ...membersKo, account: accountKo, admin: adminKo },
        msg: { ...sharedKo, ...sharedMembersKo },
      },
      en: {
        translation: { ...en, ...membersEn, account: accountEn, admin: adminEn },
        msg: { ...sharedEn, ...sharedMembersEn },
      },
      ja: {
        translation: { ...ja, ...membersJa, account: accountJa, admin: adminJa },
        msg: { ...sharedJa, ...sharedMembersJa },
      },
    },
  });
  await ready;
  await i18n.changeLanguage(locale);
}
