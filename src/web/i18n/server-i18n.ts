import type { Locale } from '@shared/constants';
import sharedEn from '@shared/i18n/en.json';
import sharedJa from '@shared/i18n/ja.json';
import sharedKo from '@shared/i18n/ko.json';
import sharedMembersEn from '@shared/i18n/members/en.json';
import sharedMembersJa from '@shared/i18n/members/ja.json';
import sharedMembersKo from '@shared/i18n/members/ko.json';
import accountEn from './account/en.json';
import accountJa from './account/ja.json';
import accountKo from './account/ko.json';
import adminEn from './admin/en.json';
import adminJa from './admin/ja.json';
import adminKo from './admin/ko.json';
import en from './en.json';
import ja from './ja.json';
import ko from './ko.json';
import membersEn from './members/en.json';
import membersJa from './members/ja.json';
import membersKo from './members/ko.json';
import { i18n } from './translations';

const ALL_TEXTS = {
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
} satisfies Record<Locale, Record<string, object>>;

let loaded = false;

/**
 * The server renders with the browser's texts and every language loaded up front; each page
 * switches them to the request's language (renders take turns: see entry-server.tsx).
 */
export function switchServerLanguage(locale: Locale): void {
  if (!loaded) {
    for (const [language, namespaces] of Object.entries(ALL_TEXTS)) {
      for (const [namespace, texts] of Object.entries(namespaces)) i18n.addTexts(language, namespace, texts);
    }
    loaded = true;
  }
  i18n.changeLanguage(locale);
}
