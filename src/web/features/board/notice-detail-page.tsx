import { Anchor, Button, Container, Divider, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { formatBytes, formatDateTime } from '../../lib/format';
import { NotFoundView } from '../catalogue/components/not-found-view';
import { SafeHtml } from '../catalogue/components/safe-html';
import { idParam } from '../catalogue/use-url-filters';
import { useNoticeInfo } from './api/get-notice-info';

/** /noticeDetail?noticeid=: the notice, its attachments, and the neighbouring notices. */
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [params] = useSearchParams();
  const noticeid = idParam(params.get('noticeid'));
  const query = useNoticeInfo(noticeid ?? 0, locale);

  if (noticeid === undefined || (query.error instanceof ApiError && query.error.status === 404)) {
    return <NotFoundView message={query.error?.message} backTo="/notice" backLabel={t('board.backToList')} />;
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
                <Group
                  gap="sm"
                  py="xs"
                  wrap="nowrap"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <IconChevronUp size={16} aria-hidden />
                  <Text size="sm" fw={700} w={72} style={{ flexShrink: 0 }}>
                    {t('board.nextNotice')}
                  </Text>
                  <Anchor
                    component={Link}
                    to={`/noticeDetail?noticeid=${query.data.next.noticeid}`}
                    size="sm"
                    c="dark"
                    lineClamp={1}
                  >
                    {query.data.next.title}
                  </Anchor>
                </Group>
              )}
              {query.data.prev && (
                <Group gap="sm" py="xs" wrap="nowrap">
                  <IconChevronDown size={16} aria-hidden />
                  <Text size="sm" fw={700} w={72} style={{ flexShrink: 0 }}>
                    {t('board.previousNotice')}
                  </Text>
                  <Anchor
                    component={Link}
                    to={`/noticeDetail?noticeid=${query.data.prev.noticeid}`}
                    size="sm"
                    c="dark"
                    lineClamp={1}
                  >
                    {query.data.prev.title}
                  </Anchor>
                </Group>
              )}
            </Stack>
          </nav>
          <Group justify="center">
            <Button component={Link} to="/notice" variant="default">
              {t('board.backToList')}
            </Button>
          </Group>
        </Stack>
      )}
    </Container>
  );
}
