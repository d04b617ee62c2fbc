import { Select, type SelectProps, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

/** A list's search box. It reports the trimmed text once typing pauses, so the list is not fetched for every key. */
export function SearchField({
  onSearch,
  ...input
}: Omit<TextInputProps, 'value' | 'onChange'> & { onSearch(text: string): void }) {
  const report = useDebouncedCallback((text: string) => onSearch(text.trim()), 300);
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
  onChange(value: Value | null): void;
}) {
  return (
    <Select
      clearable
      {...select}
      value={value ?? null}
      onChange={(next) => onChange(next as Value | null)}
      data={options.map((option) => ({ value: option, label: optionLabel(option) }))}
    />
  );
}
