import type { Locale } from '@shared/constants';
import sharedEn from '@shared/i18n/en.json';
import sharedJa from '@shared/i18n/ja.json';
import sharedKo from '@shared/i18n/ko.json';
import sharedMembersEn from '@shared/i18n/members/en.json';
import sharedMembersJa from '@shared/i18n/members/ja.json';
import sharedMembersKo from '@shared/i18n/members/ko.json';
import type { i18n as I18next } from 'i18next';
import accountEn from './account/en.json';
import accountJa from './account/ja.json';
import accountKo from './account/ko.json';
import adminEn from './admin/en.json';
import adminJa from './admin/ja.json';
import adminKo from './admin/ko.json';
import en from './en.json';
import { i18n } from './i18n-instance';
import ja from './ja.json';
import ko from './ko.json';
import { koreanParticles } from './korean-particles';
import membersEn from './members/en.json';
import membersJa from './members/ja.json';
import membersKo from './members/ko.json';

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
 * The request's texts: an instance of its own in the request's language, sharing the texts of every
 * language, which the server loads once up front. A render reads it through `I18nextProvider`, so
 * renders in different languages never read each other's.
 *
 * The app's instance is switched to the language too, for what reads the language outside React's
 * context (`currentLocale()` while rendering): like the page meta values, that needs the renders to
 * take turns (entry-server.tsx).
 */
export function serverI18n(locale: Locale): I18next {
  if (!loaded) {
    i18n.use(koreanParticles);
    for (const [language, namespaces] of Object.entries(ALL_TEXTS)) {
      for (const [namespace, texts] of Object.entries(namespaces)) {
        i18n.addResourceBundle(language, namespace, texts, true, true);
      }
    }
    loaded = true;
  }
  void i18n.changeLanguage(locale);
  return i18n.cloneInstance({ lng: locale });
}
