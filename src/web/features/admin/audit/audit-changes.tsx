import { List, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translations';

type Fields = Record<string, unknown>;

/** One changed field: `from` alone on a deletion, `to` alone on a creation, both on an update. */
interface ChangeLine {
  field: string;
  from?: string;
  to?: string;
}

const asFields = (value: unknown): Fields | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The log keeps only the fields that changed, each side with the same keys (record-change.ts). */
function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const old = asFields(before);
  const now = asFields(after);
  const fields = [...new Set([...Object.keys(now ?? {}), ...Object.keys(old ?? {})])];
  return fields.map((field) => ({
    field,
    ...(old ? { from: show(old[field]) } : {}),
    ...(now ? { to: show(now[field]) } : {}),
  }));
}

/** What an entry changed, one field a line: "price: 10000 → 12000". */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const lines = changeLines(before, after);
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

/** The same, as one line of text for the CSV export. */
export function changesText(before: unknown, after: unknown): string {
  return changeLines(before, after)
    .map(({ field, from, to }) => `${field}: ${[from, to].filter((side) => side !== undefined).join(' → ')}`)
    .join('; ');
}
