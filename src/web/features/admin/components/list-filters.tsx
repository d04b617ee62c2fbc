import { Select, type SelectProps, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

/**
 * A list's search box. It reports the trimmed text once typing pauses, so the list is not fetched
 * for every key; an empty box reports undefined (no search).
 */
export function SearchField({
  onSearch,
  ...input
}: Omit<TextInputProps, 'value' | 'onChange'> & { onSearch(text: string | undefined): void }) {
  const report = useDebouncedCallback((text: string) => onSearch(text.trim() || undefined), 300);
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      {...input}
      onChange={(event) => report(event.currentTarget.value)}
    />
  );
}

/** A clearable choice among fixed values; cleared means any. */
export function FilterSelect<Value extends string>({
  options,
  optionLabel,
  value,
  onChange,
  ...select
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  options: readonly Value[];
  optionLabel(value: Value): string;
  value: Value | undefined;
  onChange(value: Value | undefined): void;
}) {
  return (
    <Select
      clearable
      {...select}
      value={value ?? null}
      onChange={(next) => onChange((next as Value | null) ?? undefined)}
      data={options.map((option) => ({ value: option, label: optionLabel(option) }))}
    />
  );
}
