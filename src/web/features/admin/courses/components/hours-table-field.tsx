import { ActionIcon, Button, Group, Input, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A row as the operator types it: minutes, and credits (1.5) kept in tenths on the server. */
export interface HoursRowValues {
  fromMinutes: number | string;
  credits: number | string;
}

/**
 * A session's hours table (decision 102): rows of "from this many minutes present, this many
 * credits", the last row reached giving the credits.
 */
export function HoursTableField<T extends { hoursTable: HoursRowValues[] }>({
  form,
}: {
  form: UseFormReturnType<T>;
}) {
  const { t } = useTranslation();
  const rows = form.getValues().hoursTable;
  const tableError = (form.errors as Record<string, string | undefined>).hoursTable;
  const path = (index: number, field: keyof HoursRowValues) => `hoursTable.${index}.${field}`;
  return (
    <Input.Wrapper
      label={t('admin.credits.hoursTable')}
      description={t('admin.credits.hoursTableHint')}
      error={tableError}
      withAsterisk
    >
      <Stack gap="xs" mt="xs" data-testid="hours-table">
        {rows.map((_, index) => (
          // Rows have no identity of their own: their position is their key.
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <NumberInput
              label={t('admin.credits.fromMinutes')}
              min={1}
              max={1440}
              step={30}
              allowDecimal={false}
              {...form.getInputProps(path(index, 'fromMinutes'))}
            />
            <NumberInput
              label={t('admin.credits.rowCredits')}
              min={0.1}
              max={100}
              step={0.5}
              decimalScale={1}
              {...form.getInputProps(path(index, 'credits'))}
            />
            <ActionIcon
              variant="subtle"
              color="red.9"
              mt={28}
              aria-label={t('admin.credits.removeRow', { row: index + 1 })}
              onClick={() => form.removeListItem('hoursTable', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {rows.length === 0 && (
          <Text size="sm" c="gray.7">
            {t('admin.credits.hoursTableEmpty')}
          </Text>
        )}
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            const last = rows.at(-1);
            form.insertListItem('hoursTable', {
              fromMinutes: last ? Number(last.fromMinutes) + 60 : 120,
              credits: last ? Number(last.credits) + 1 : 1,
            } as never);
          }}
        >
          {t('admin.credits.addRow')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
