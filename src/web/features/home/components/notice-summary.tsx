import { Group, Stack, Text } from '@mantine/core';
import type { NoticeListItem } from '@shared/contract/notice';
import { NoticeLink, PinnedBadge } from '../../../components/notice-title';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';

/** The home page's top-3 notices: title links with their dates. */
export function NoticeSummary({ notices }: { notices: NoticeListItem[] }) {
  const locale = currentLocale();
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {notices.map((notice) => (
        <li key={notice.noticeid} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Group justify="space-between" wrap="nowrap" py="sm" gap="md">
            <Group gap={8} wrap="nowrap" miw={0}>
              {notice.isnotice === 1 && <PinnedBadge style={{ flexShrink: 0 }} />}
              <NoticeLink notice={notice} lineClamp={1} />
            </Group>
            <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(notice.createdAt, locale)}
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
