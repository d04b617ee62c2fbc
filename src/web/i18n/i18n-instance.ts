import { DEFAULT_LOCALE, FALLBACK_LOCALE } from '@shared/constants';
import { pickKoreanParticles } from '@shared/i18n/korean-particles';
import i18next, { type InitOptions, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Korean texts spell a particle after a value for either ending (`을(를)`): the value picks its own. */
const koreanParticles: PostProcessorModule = {
  type: 'postProcessor',
  name: 'koreanParticles',
  process: (value: string) => pickKoreanParticles(value),
};

/**
 * The app's texts are the `translation` namespace, the shared messages `msg` (read as `msg:key`). No
 * backend: each language's texts and the parts of them are added as bundles when they are needed
 * (i18n.ts in the browser, server-i18n.ts on the server), so the instance is ready at once.
 */
export const I18N_OPTIONS: InitOptions = {
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
  postProcess: [koreanParticles.name],
  react: { useSuspense: false },
};

/** The reader's texts and language: components read them through react-i18next's `useTranslation`. */
export const i18n = i18next.createInstance();
i18n.use(koreanParticles).use(initReactI18next);
void i18n.init(I18N_OPTIONS);
