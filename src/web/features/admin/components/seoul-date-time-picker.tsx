import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isoToSeoulWallClock, seoulWallClockToIso } from './picker-date';

/** How each console language writes a date and time in a picker (year first for ko and ja). */
const VALUE_FORMATS: Record<string, string> = {
  ko: 'YYYY-MM-DD HH:mm',
  ja: 'YYYY/MM/DD HH:mm',
  en: 'MMM D, YYYY HH:mm',
};

type Props = Omit<DateTimePickerProps, 'value' | 'onChange' | 'valueFormat'> & {
  /** An ISO instant, or null. */
  value?: string | null;
  onChange(value: string | null): void;
};

/** A date-time picker in Seoul time that reads and writes ISO instants. */
export function SeoulDateTimePicker({ value, onChange, ...props }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <DateTimePicker
      description={t('admin.trainings.seoulTime')}
      submitButtonProps={{ 'aria-label': t('dialog.confirm') }}
      {...props}
      valueFormat={VALUE_FORMATS[i18n.language] ?? VALUE_FORMATS.ko}
      value={isoToSeoulWallClock(value)}
      onChange={(picked) => onChange(seoulWallClockToIso(picked))}
    />
  );
}
