import { Badge, Group, List, Text } from '@mantine/core';
import { groupedTicketCode } from '@shared/contract/session-checkin';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../i18n/i18n';
import { formatTime } from '../../../../lib/format';
import type { ScanLogEntry } from '../use-scan-queue';

/** The door's recent scans, newest first: who came in or left, or why a ticket was refused. */
export function ScanLog({ lines }: { lines: ScanLogEntry[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (!lines.length)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.checkin.noScans')}
      </Text>
    );
  return (
    <List listStyleType="none" spacing="xs" aria-live="polite" data-testid="checkin-log">
      {lines.map((line) => (
        <List.Item key={line.key}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {formatTime(line.scannedAt, locale)}
            </Text>
            {line.outcome ? (
              <>
                <Badge color="emerald" variant="light" c="dark">
                  {t(`admin.checkin.outcome.${line.outcome}`)}
                </Badge>
                <Text size="sm" fw={600}>
                  {line.name}
                </Text>
              </>
            ) : (
              <>
                <Badge color="red" variant="light" c="dark">
                  {t('admin.checkin.refused')}
                </Badge>
                <Text size="sm">
                  {line.refusal} ({groupedTicketCode(line.code)})
                </Text>
              </>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
