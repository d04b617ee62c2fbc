import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';

/**
 * A required day of a console form, kept in the form as 'YYYY-MM-DD' ('' when cleared): the
 * credits' validity, a credit report's period.
 */
export function DayInput<V>({
  form,
  field,
  label,
}: {
  form: UseFormReturnType<V>;
  field: keyof V & string;
  label: string;
}) {
  const value = form.getValues()[field];
  return (
    <DatePickerInput
      label={label}
      withAsterisk
      valueFormat="YYYY-MM-DD"
      {...form.getInputProps(field)}
      value={typeof value === 'string' && value ? value : null}
      onChange={(day: string | null) => form.setFieldValue(field, (day ? day.slice(0, 10) : '') as never)}
    />
  );
}
