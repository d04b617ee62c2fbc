import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ModerationQueueItem } from '@shared/contract/moderation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** The reported review or post as it is now: kind, course, text (plain, with its line breaks), state. */
export function ReportedContent({ item }: { item: ModerationQueueItem }) {
  const { t } = useTranslation();
  const { content } = item;
  if (!content) return <Text c="dimmed">{t('admin.moderation.deleted')}</Text>;
  const kind =
    content.rating === null
      ? t(`admin.moderation.postKinds.${content.postKind ?? 'question'}`)
      : t('admin.moderation.reviewRating', { rating: content.rating });
  return (
    <Stack gap={4} maw={420}>
      <Group gap={6}>
        <ToneBadge color="blue">{kind}</ToneBadge>
        {content.hiddenAt && <ToneBadge color="gray">{t('admin.moderation.hiddenBadge')}</ToneBadge>}
        <Anchor component={Link} to={paths.admin.course(content.contentsid)} size="xs">
          {content.courseTitle}
        </Anchor>
      </Group>
      {content.title && (
        <Text size="sm" fw={600}>
          {content.title}
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={8}>
        {content.body}
      </Text>
      {content.hiddenAt && (
        <Text size="xs" c="dimmed">
          {t('admin.moderation.hiddenSince', {
            at: formatDateTime(content.hiddenAt, currentLocale()),
            reason: content.hiddenReason ?? '',
          })}
        </Text>
      )}
    </Stack>
  );
}

/** The reports on one target, newest first: reason, the reporter's words, who and when. */
export function ReportList({ item }: { item: ModerationQueueItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} maw={320}>
      {item.reports.map((report) => (
        <div key={`${report.reporterEmail}-${report.reportedAt}`}>
          <Text size="sm" fw={500} c={report.closedAt ? 'dimmed' : undefined}>
            {t(`moderation.reasons.${report.reason}`)}
          </Text>
          {report.detail && (
            <Text size="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {report.detail}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {report.reporterName} · {formatDateTime(report.reportedAt, currentLocale())}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
