import { Anchor, Badge, Container, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../components/list-pagination';
import { EmptyState, ErrorState } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { idParam, useUrlFilters } from '../../lib/use-url-filters';
import { useNotices } from './api/get-notices';
import { BoardSearchForm } from './components/search-form';

/** /notice: pinned notices first, paged, searchable; page and search in the URL. */
export default function NoticePage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [params, update] = useUrlFilters();
  const page = idParam(params.get('page')) ?? 1;
  const search = params.get('search') ?? '';
  const result = useNotices(page, search, locale);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1}>{t('routes.notice')}</Title>
          <BoardSearchForm
            label={t('board.noticeSearch')}
            placeholder={t('board.noticeSearchPlaceholder')}
            value={search}
            onSearch={(text) => update({ search: text })}
          />
        </Group>
        <Text size="sm" c="gray.7" aria-live="polite">
          {result.data ? t('board.noticeCount', { count: result.data.total }) : '\u00a0'}
        </Text>
        {result.error ? (
          <ErrorState error={result.error} onRetry={() => void result.refetch()} />
        ) : result.isPending ? (
          <Skeleton h={320} radius="md" />
        ) : result.data.items.length === 0 ? (
          <EmptyState />
        ) : (
          <Table highlightOnHover verticalSpacing="sm" data-testid="notice-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90} visibleFrom="sm">
                  {t('board.number')}
                </Table.Th>
                <Table.Th>{t('board.title')}</Table.Th>
                <Table.Th w={130}>{t('board.date')}</Table.Th>
                <Table.Th w={80} visibleFrom="sm">
                  {t('board.hits')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.items.map((notice, index) => (
                <Table.Tr key={notice.noticeid} bg={notice.isnotice ? 'emerald.0' : undefined}>
                  <Table.Td visibleFrom="sm">
                    {notice.isnotice ? (
                      <Badge variant="filled" color="emerald.8">
                        {t('board.pinned')}
                      </Badge>
                    ) : (
                      result.data.total - (page - 1) * result.data.pageSize - index
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {notice.isnotice === 1 && (
                        <Badge variant="filled" color="emerald.8" hiddenFrom="sm">
                          {t('board.pinned')}
                        </Badge>
                      )}
                      <Anchor
                        component={Link}
                        to={`/noticeDetail?noticeid=${notice.noticeid}`}
                        c="dark"
                        fw={notice.isnotice ? 700 : 400}
                      >
                        {notice.title}
                      </Anchor>
                      {notice.hasAttachments && (
                        <IconPaperclip size={16} aria-label={t('board.hasAttachments')} role="img" />
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDate(notice.createdAt, locale)}</Table.Td>
                  <Table.Td visibleFrom="sm">{notice.hits}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {result.data && (
          <ListPagination
            page={page}
            total={result.data.total}
            pageSize={result.data.pageSize}
            onChange={(next) => update({ page: next === 1 ? null : next, search: search || null })}
          />
        )}
      </Stack>
    </Container>
  );
}
