import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'all' is the filter's own value for no status: the page sends no status then. */
export type StatusChoice<Status extends string> = Status | 'all';

/** A console list's status filter: one segment per status, and 'all'. */
export function StatusFilter<Status extends string>({
  statuses,
  value,
  onChange,
  statusLabel,
}: {
  statuses: readonly Status[];
  value: StatusChoice<Status>;
  onChange(value: StatusChoice<Status>): void;
  statusLabel(status: Status): string;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      mb="md"
      aria-label={t('admin.orders.status')}
      value={value}
      onChange={(next) => onChange(next as StatusChoice<Status>)}
      data={[
        ...statuses.map((status) => ({ value: status, label: statusLabel(status) })),
        { value: 'all', label: t('admin.filterAll') },
      ]}
    />
  );
}

/** The list query's status for a choice: none for 'all'. */
export const statusOf = <Status extends string>(choice: StatusChoice<Status>) =>
  choice === 'all' ? undefined : choice;
