import { VisuallyHidden } from '@mantine/core';
import { LOCALES, type Locale } from '@shared/constants';
import { SYSTEM_FONT_ATTRIBUTE } from '@shared/contract/server-render';
import { useTranslation } from 'react-i18next';
import { SegmentedRadios } from '../components/segmented-radios';
import { changeLocale, currentLocale } from '../i18n/i18n';

const SHORT_LABEL: Record<Locale, string> = {
  ko: 'language.koShort',
  en: 'language.enShort',
  ja: 'language.jaShort',
};

/**
 * The languages' own names are read out, never seen: drawn in Pretendard, their Hangul and kanji would
 * add glyphs to every page's font file that nobody sees.
 */
const SPOKEN_ONLY_FONT = { fontFamily: 'sans-serif' };
const SPOKEN_ONLY = { [SYSTEM_FONT_ATTRIBUTE]: '' };

/** The KR / EN / JA switch of the header and footer, as radio buttons; the choice is stored under `locale`. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <SegmentedRadios
      label={t('header.language')}
      size={size}
      value={currentLocale()}
      onChange={(code) => void changeLocale(code)}
      options={LOCALES.map((code) => ({
        value: code,
        label: (
          <>
            <span aria-hidden>{t(SHORT_LABEL[code])}</span>
            <VisuallyHidden lang={code} style={SPOKEN_ONLY_FONT} {...SPOKEN_ONLY}>
              {t(`language.${code}`)}
            </VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
