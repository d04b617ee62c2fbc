import { ActionIcon, TextInput } from '@mantine/core';
import { SEARCH_MIN_LENGTH } from '@shared/constants';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { paths } from '../../lib/paths';

/**
 * The header search (spec §5): at least 2 characters after trimming; otherwise one alert, then the
 * field is cleared and focused. `inOverlay`: the phone's search overlay, whose focus trap puts the
 * focus in the field when it opens (its first tabbable element would be the close button).
 */
export function SearchBox({ onSearched, inOverlay }: { onSearched?: () => void; inOverlay?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('searchtxt') ?? '');
  const input = useRef<HTMLInputElement>(null);
  const alerting = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    if (text.length < SEARCH_MIN_LENGTH) {
      setValue('');
      if (alerting.current) return;
      alerting.current = true;
      await alertDialog(t('msg:validation.searchMin'));
      alerting.current = false;
      // After the dialog has returned focus, put it in the cleared field.
      setTimeout(() => input.current?.focus(), 0);
      return;
    }
    navigate(paths.search(text));
    onSearched?.();
  }

  // action: a search sent before the app has started (or without JavaScript) still reaches /search.
  return (
    // biome-ignore lint/a11y/useSemanticElements: React's JSX types do not know the <search> element yet.
    <form role="search" action={paths.search()} onSubmit={submit} style={{ flex: 1, maxWidth: 360 }}>
      <TextInput
        ref={input}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchLabel')}
        name="searchtxt"
        data-autofocus={inOverlay || undefined}
        radius="xl"
        rightSection={
          <ActionIcon type="submit" variant="subtle" radius="xl" aria-label={t('header.searchLabel')}>
            <IconSearch size={18} />
          </ActionIcon>
        }
      />
    </form>
  );
}
