import { DEFAULT_LOCALE, FALLBACK_LOCALE } from '@shared/constants';
import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The post-processor that picks Korean particles (korean-particles.ts), added with the texts that need it. */
export const KOREAN_PARTICLES = 'koreanParticles';

/**
 * The app's texts are the `translation` namespace, the shared messages `msg` (read as `msg:key`). No
 * backend: each language's texts and the parts of them are added as bundles when they are needed
 * (i18n.ts in the browser, server-i18n.ts on the server), so the instance is ready at once.
 */
const OPTIONS: InitOptions = {
  lng: DEFAULT_LOCALE,
  // The spec's fallback locale is en-US; texts are kept by language, so the fallback is `en`.
  fallbackLng: FALLBACK_LOCALE.split('-')[0]!,
  ns: ['translation', 'msg'],
  defaultNS: 'translation',
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  postProcess: [KOREAN_PARTICLES],
  react: { useSuspense: false },
};

/** The reader's texts and language: components read them through react-i18next's `useTranslation`. */
export const i18n = i18next.createInstance();
i18n.use(initReactI18next);
void i18n.init(OPTIONS);
