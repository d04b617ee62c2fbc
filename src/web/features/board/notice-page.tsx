import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/list-pagination';
import { EmptyState, ErrorState } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { idParam, useUrlFilters } from '../../lib/use-url-filters';
import { useNotices } from './api/get-notices';
import { NoticeTable } from './components/notice-table';
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
          <NoticeTable notices={result.data} page={page} />
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
