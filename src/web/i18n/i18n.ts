import { DEFAULT_LOCALE, isLocale, LOCALE_STORAGE_KEY, type Locale } from '@shared/constants';
import type { i18n as I18next } from 'i18next';
import { setApiLanguage } from '../lib/api-client';
import { i18n } from './i18n-instance';

/** Each language's texts (the web app's, and the messages its pages read) load only when needed. */
const BUNDLES: Record<Locale, () => Promise<[{ default: object }, { default: object }]>> = {
  ko: () => Promise.all([import('./ko.json'), import('@shared/i18n/ko.json')]),
  en: () => Promise.all([import('./en.json'), import('@shared/i18n/en.json')]),
  ja: () => Promise.all([import('./ja.json'), import('@shared/i18n/ja.json')]),
};

/** A part's texts: the web app's (`translation`) and the shared messages' (`msg`) it adds. */
interface PartTexts {
  translation: object;
  msg?: object;
}

/** Web texts and the shared messages loaded with them, as namespaces. */
const withMessages = ([texts, messages]: [{ default: object }, { default: object }]): PartTexts => ({
  translation: texts.default,
  msg: messages.default,
});

/** The console's and the members' Korean texts need the particle picker: it comes with them. */
const withParticlePicker = (texts: Promise<PartTexts>): Promise<PartTexts> =>
  Promise.all([texts, import('./korean-particles')]).then(([loaded, { koreanParticles }]) => {
    i18n.use(koreanParticles);
    return loaded;
  });

/**
 * Texts of one part of the app, loaded with its pages (the route table's `texts`), as if always there:
 * the pages without them never need them.
 * - `admin`: the console's, two fifths of the app's texts, under `admin.…`.
 * - `members`: the members' pages' (payment, membership, learning, exam, billing, coupon), under their own
 *   keys, and their messages (`msg:payment.…` and the like); the console reads some of them too.
 * - `account`: the sign-in, sign-up, password and profile pages', under `account.…`; the console's
 *   member pages read them too.
 */
const PART_BUNDLES = {
  admin: {
    ko: () =>
      withParticlePicker(
        import('./admin/ko.json').then((texts) => ({ translation: { admin: texts.default } })),
      ),
    en: () => import('./admin/en.json').then((texts) => ({ translation: { admin: texts.default } })),
    ja: () => import('./admin/ja.json').then((texts) => ({ translation: { admin: texts.default } })),
  },
  account: {
    ko: () => import('./account/ko.json').then((texts) => ({ translation: { account: texts.default } })),
    en: () => import('./account/en.json').then((texts) => ({ translation: { account: texts.default } })),
    ja: () => import('./account/ja.json').then((texts) => ({ translation: { account: texts.default } })),
  },
  members: {
    ko: () =>
      withParticlePicker(
        Promise.all([import('./members/ko.json'), import('@shared/i18n/members/ko.json')]).then(withMessages),
      ),
    en: () =>
      Promise.all([import('./members/en.json'), import('@shared/i18n/members/en.json')]).then(withMessages),
    ja: () =>
      Promise.all([import('./members/ja.json'), import('@shared/i18n/members/ja.json')]).then(withMessages),
  },
} satisfies Record<string, Record<Locale, () => Promise<PartTexts>>>;

export type AppPart = keyof typeof PART_BUNDLES;

/** The parts the reader has opened: a change of language loads their texts too. */
const openedParts = new Set<AppPart>();
/** Each language's texts and each part's in it, loaded or being loaded, by `app:locale` or `part:locale`. */
const loadedTexts = new Map<string, Promise<void>>();

/**
 * Loads texts once, or again after a failed load. Kept by key, not read back from the texts: a part
 * adds to the same namespaces, so a language whose own texts failed would look loaded.
 */
function loadOnce(key: string, locale: Locale, load: () => Promise<PartTexts>): Promise<void> {
  let loaded = loadedTexts.get(key);
  if (!loaded) {
    loaded = load().then((texts) => {
      for (const [namespace, resources] of Object.entries(texts)) {
        i18n.addResourceBundle(locale, namespace, resources, true, true);
      }
    });
    loaded.catch(() => loadedTexts.delete(key));
    loadedTexts.set(key, loaded);
  }
  return loaded;
}

function loadPart(part: AppPart, locale: Locale): Promise<void> {
  return loadOnce(`${part}:${locale}`, locale, PART_BUNDLES[part][locale]);
}

async function loadLocale(locale: Locale): Promise<void> {
  await loadOnce(`app:${locale}`, locale, () => BUNDLES[locale]().then(withMessages));
  await Promise.all([...openedParts].map((part) => loadPart(part, locale)));
}

/** The language `changeLocale` is switching to, until it has. */
let changingTo: Locale | null = null;

/**
 * Loads a part's texts in the reader's language before its first view renders, and in the language
 * being switched to, if any: that switch may have listed the opened parts before this one.
 */
export async function openAppPart(...parts: AppPart[]): Promise<void> {
  for (const part of parts) openedParts.add(part);
  const locales = new Set([currentLocale(), changingTo ?? currentLocale()]);
  await Promise.all(parts.flatMap((part) => [...locales].map((locale) => loadPart(part, locale))));
}

/** Stored choice first, then the browser language (Korean if it contains ko, otherwise English). */
export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  if (browserLanguages.length === 0) return DEFAULT_LOCALE;
  return browserLanguages.some((language) => language.toLowerCase().includes('ko')) ? 'ko' : 'en';
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/**
 * The stored choice (spec: local storage, key `locale`), mirrored in a cookie of the same name so the
 * server serves the page's head and language to match before any script runs.
 */
function storeLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  mirrorLocaleCookie(locale);
}

function mirrorLocaleCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is one of three fixed codes.
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  changingTo = locale;
  try {
    await loadLocale(locale);
    await i18n.changeLanguage(locale);
  } finally {
    if (changingTo === locale) changingTo = null;
  }
}

// i18next announces every call to `changeLanguage`, initI18n's first one too.
i18n.on('languageChanged', (language) => {
  setApiLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** Resolves once the reader's language is loaded, so the first render is already translated. */
export async function initI18n(): Promise<I18next> {
  const browserLanguages = navigator.languages?.length
    ? navigator.languages
    : [navigator.language].filter(Boolean);
  // A link that names its language (the sitemap's hreflang alternates, a shared link) is a choice
  // the reader made by following it: it becomes the stored choice.
  const linked = new URLSearchParams(window.location.search).get(LOCALE_STORAGE_KEY);
  if (isLocale(linked)) storeLocale(linked);
  const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) mirrorLocaleCookie(stored);
  const locale = detectLocale(stored, browserLanguages);
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
  return i18n;
}
