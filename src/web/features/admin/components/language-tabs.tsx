import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const CONTENT_LANGUAGES = ['ko', 'en', 'ja'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export type LocalizedValue = Record<ContentLanguage, string>;
export const EMPTY_LOCALIZED: LocalizedValue = { ko: '', en: '', ja: '' };

/**
 * One tab per language of an operator's text (Korean is required, English and Japanese fall back
 * to it). Panels stay mounted, so editors keep their state while the operator switches tabs.
 */
export function LanguageTabs({
  children,
  errors,
}: {
  children(language: ContentLanguage): ReactNode;
  /** Languages with a validation error, marked on their tab. */
  errors?: Partial<Record<ContentLanguage, boolean>>;
}) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="ko" keepMounted>
      <Tabs.List>
        {CONTENT_LANGUAGES.map((language) => (
          <Tabs.Tab key={language} value={language} c={errors?.[language] ? 'red' : undefined}>
            {t(`language.${language}`)}
            {language === 'ko' ? ' *' : ''}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {CONTENT_LANGUAGES.map((language) => (
        <Tabs.Panel key={language} value={language} pt="sm">
          {children(language)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
