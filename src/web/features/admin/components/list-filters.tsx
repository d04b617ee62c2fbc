import { Select, type SelectProps, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/**
 * A list's search box. It reports the trimmed text once typing pauses, so the list is not fetched
 * for every key; a search changed elsewhere (the address bar, the console's menu) replaces what was
 * typed, while the box's own reports leave the typing alone.
 */
export function SearchField({
  value,
  onSearch,
  ...input
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onSearch(text: string): void }) {
  const [typed, setTyped] = useState(value);
  const reported = useRef(value);
  const report = useDebouncedCallback((text: string) => {
    reported.current = text.trim();
    onSearch(reported.current);
  }, 300);
  useEffect(() => {
    if (value === reported.current) return;
    report.cancel();
    reported.current = value;
    setTyped(value);
  }, [value, report]);
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      {...input}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
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
