import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';

/** A labelled search field for a board list; submits the trimmed text (empty clears the search). */
export function BoardSearchForm({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  // Back/forward changes the URL's search text: follow it.
  useEffect(() => setText(value), [value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: React's JSX types do not know the <search> element yet.
    <form role="search" onSubmit={submit} style={{ width: '100%', maxWidth: 360 }}>
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        aria-label={label}
        placeholder={placeholder}
        type="search"
        maxLength={100}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label={label}>
            <IconSearch size={18} />
          </ActionIcon>
        }
      />
    </form>
  );
}
