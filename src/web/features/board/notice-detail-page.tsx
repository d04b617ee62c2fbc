import { Anchor, Button, Container, Divider, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { NoticeInfo } from '@shared/contract/notice';
import { IconChevronDown, IconChevronUp, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NotFoundView } from '../../components/not-found-view';
import { NoticeLink } from '../../components/notice-title';
import { ErrorState } from '../../components/query-states';
import { SafeHtml } from '../../components/safe-html';
import { currentLocale } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { formatBytes, formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { idParam } from '../../lib/use-url-filters';
import { useNoticeInfo } from './api/get-notice-info';

/** One line of the other-notices list: which way, then the notice's title as its link. */
function NeighbourNotice({
  icon,
  label,
  notice,
  ruled,
}: {
  icon: ReactNode;
  label: string;
  notice: NonNullable<NoticeInfo['next']>;
  /** A line under it, parting it from the line below. */
  ruled?: boolean;
}) {
  return (
    <Group
      gap="sm"
      py="xs"
      wrap="nowrap"
      style={ruled ? { borderBottom: '1px solid var(--mantine-color-gray-2)' } : undefined}
    >
      {icon}
      <Text size="sm" fw={700} w={72} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <NoticeLink notice={notice} size="sm" lineClamp={1} />
    </Group>
  );
}

/** /noticeDetail?noticeid=: the notice, its attachments, and the neighbouring notices. */
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [params] = useSearchParams();
  const noticeid = idParam(params.get('noticeid'));
  const query = useNoticeInfo(noticeid ?? 0, locale);

  if (noticeid === undefined || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <NotFoundView
        message={query.error?.message}
        backTo={paths.notice()}
        backLabel={t('board.backToList')}
      />
    );
  }

  return (
    <Container size="md" py="xl">
      {query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Stack aria-busy="true">
          <Skeleton h={36} w="70%" />
          <Skeleton h={16} w="40%" />
          <Skeleton h={240} />
        </Stack>
      ) : (
        <Stack gap="lg" component="article" aria-labelledby="notice-title">
          <Stack gap={6}>
            <Text size="sm" c="emerald.9" fw={700}>
              {t('routes.notice')}
            </Text>
            <Title order={1} id="notice-title" fz={{ base: 24, md: 30 }}>
              {query.data.title}
            </Title>
            <Group gap="md">
              <Text size="sm" c="gray.7">
                {t('board.date')}: {formatDateTime(query.data.createdAt, locale)}
              </Text>
              <Text size="sm" c="gray.7">
                {t('board.hits')}: {query.data.hits}
              </Text>
            </Group>
          </Stack>
          <Divider />
          <SafeHtml html={query.data.body} />
          {query.data.attachments.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="notice-attachments">
              <Title order={2} fz="md" id="notice-attachments">
                {t('board.attachments')}
              </Title>
              <List spacing={4} icon={<IconDownload size={16} aria-hidden />} center>
                {query.data.attachments.map((file) => (
                  <List.Item key={file.url}>
                    <Anchor href={file.url} download={file.name}>
                      {file.name}
                    </Anchor>{' '}
                    <Text span size="sm" c="gray.7">
                      ({formatBytes(file.size)})
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Divider />
          <nav aria-label={t('board.otherNotices')}>
            <Stack gap={0}>
              {query.data.next && (
                <NeighbourNotice
                  icon={<IconChevronUp size={16} aria-hidden />}
                  label={t('board.nextNotice')}
                  notice={query.data.next}
                  ruled
                />
              )}
              {query.data.prev && (
                <NeighbourNotice
                  icon={<IconChevronDown size={16} aria-hidden />}
                  label={t('board.previousNotice')}
                  notice={query.data.prev}
                />
              )}
            </Stack>
          </nav>
          <Group justify="center">
            <Button component={Link} to={paths.notice()} variant="default">
              {t('board.backToList')}
            </Button>
          </Group>
        </Stack>
      )}
    </Container>
  );
}
