import { Skeleton, Stack } from '@mantine/core';
import type { QuestionThread } from '@shared/contract/questions';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../../components/query-states';
import { QuestionsPagination } from './questions-pagination';

/** A page of questions with its loading, error and empty states and its pages. */
export function QuestionList<T extends QuestionThread>({
  query,
  pageSize,
  page,
  onPage,
  empty,
  renderThread,
}: {
  query: UseQueryResult<{ items: T[]; total: number }>;
  pageSize: number;
  page: number;
  onPage(page: number): void;
  empty: string;
  renderThread(thread: T): ReactNode;
}) {
  if (query.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={96} />
        <Skeleton h={96} />
      </Stack>
    );
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { items, total } = query.data;
  if (items.length === 0) return <EmptyState message={empty} />;
  return (
    <Stack gap="sm">
      {items.map(renderThread)}
      <QuestionsPagination pages={Math.ceil(total / pageSize)} page={page} onChange={onPage} />
    </Stack>
  );
}
