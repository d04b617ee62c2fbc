import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { LOCALES, type Locale } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n/i18n';

const SHORT_LABEL: Record<Locale, string> = {
  ko: 'language.koShort',
  en: 'language.enShort',
  ja: 'language.jaShort',
};

/**
 * The languages' own names are read out, never seen: drawn in Pretendard, their Hangul and kanji would
 * fetch four of the font's faces (about 90 KB) for every English page.
 */
const SPOKEN_ONLY_FONT = { fontFamily: 'sans-serif' };

/** The KR / EN / JA switch of the header and footer; the choice is stored under `locale`. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('header.language')}
      value={locale}
      onChange={(value) => void changeLocale(value as Locale)}
      data={LOCALES.map((code) => ({
        value: code,
        label: (
          <>
            <span aria-hidden>{t(SHORT_LABEL[code])}</span>
            <VisuallyHidden lang={code} style={SPOKEN_ONLY_FONT}>
              {t(`language.${code}`)}
            </VisuallyHidden>
          </>
        ),
      }))}
      key={i18n.language}
    />
  );
}
