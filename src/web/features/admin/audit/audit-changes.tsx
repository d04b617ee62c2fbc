import { List, Text } from '@mantine/core';
import { isInstant } from '@shared/format';
import { seoulIso } from '@shared/seoul-time';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';

type Fields = Record<string, unknown>;

/** One changed field: `from` alone on a deletion, `to` alone on a creation, both on an update. */
interface ChangeLine {
  field: string;
  from?: string;
  to?: string;
}

const asFields = (value: unknown): Fields | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null;

/** The log keeps instants as ISO strings (record-change.ts); each is written as the console's other instants. */
function show(value: unknown, instant: (iso: string) => string): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value !== 'string') return JSON.stringify(value);
  return isInstant(value) ? instant(value) : value;
}

/** The log keeps only the fields that changed, each side with the same keys (record-change.ts). */
function changeLines(before: unknown, after: unknown, instant: (iso: string) => string): ChangeLine[] {
  const old = asFields(before);
  const now = asFields(after);
  const fields = [...new Set([...Object.keys(now ?? {}), ...Object.keys(old ?? {})])];
  return fields.map((field) => ({
    field,
    ...(old ? { from: show(old[field], instant) } : {}),
    ...(now ? { to: show(now[field], instant) } : {}),
  }));
}

/** What an entry changed, one field a line: "price: 10000 → 12000". */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const lines = changeLines(before, after, (iso) => formatDateTime(iso, locale));
  if (!lines.length) return null;
  return (
    <List size="xs" spacing={2} listStyleType="none" aria-label={t('admin.audit.changes')}>
      {lines.map(({ field, from, to }) => (
        <List.Item key={field}>
          <Text span fz="xs" fw={600}>
            {field}
          </Text>
          {': '}
          {from !== undefined && (
            <Text span fz="xs" td="line-through">
              {from}
            </Text>
          )}
          {from !== undefined && to !== undefined && ' → '}
          {to !== undefined && (
            <Text span fz="xs">
              {to}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** The same, as one line of text for the CSV export: instants in Korean time, as the export's other columns. */
export function changesText(before: unknown, after: unknown): string {
  return changeLines(before, after, seoulIso)
    .map(({ field, from, to }) => `${field}: ${[from, to].filter((side) => side !== undefined).join(' → ')}`)
    .join('; ');
}
