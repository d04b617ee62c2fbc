import type { PlayerLesson } from '@shared/contract/learning';
import { useMemo, useState } from 'react';
import { currentLocale } from '../../i18n/i18n';
import { preferredCaption, readPreferences, savePreference } from './player-preferences';

/**
 * The member's stored player settings as this lesson opens, and its caption choice: the lesson's
 * tracks named in the page's language, the preferred language chosen first, a change kept.
 */
export function usePlayerPreferences(captions: PlayerLesson['captions']) {
  const [preferences] = useState(readPreferences);
  const [caption, setCaption] = useState(() => preferredCaption(captions, preferences.caption));
  const locale = currentLocale();
  const captionChoices = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    return captions.map(({ lang }) => ({ lang, label: names.of(lang) ?? lang }));
  }, [captions, locale]);
  const chooseCaption = (index: number) => {
    setCaption(index);
    savePreference({ caption: captions[index]?.lang ?? null });
  };
  return { preferences, caption, captionChoices, chooseCaption };
}
