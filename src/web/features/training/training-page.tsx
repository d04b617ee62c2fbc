import { Container, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/list-pagination';
import { EmptyState, ErrorState } from '../../components/query-states';
import { SegmentedRadios } from '../../components/segmented-radios';
import { currentLocale } from '../../i18n/i18n';
import {
  currentSeoulMonth,
  formatMonth,
  monthParam,
  parseMonthParam,
  shiftMonth,
} from '../../lib/seoul-dates';
import { enumParam, idParam, useUrlFilters } from '../../lib/use-url-filters';
import { useTrainingCalendar } from './api/get-training-calendar';
import {
  TRAINING_PAGE_SIZE,
  type TrainingFilter,
  trainingSearchQuery,
  useTrainingSearch,
} from './api/search-trainings';
import { TrainingCalendar } from './components/training-calendar';
import { TrainingCard } from './components/training-card';
import { EDU_TYPES, RECRUIT_TYPES } from './training-values';

const VIEWS = ['list', 'calendar'] as const;

function TrainingList({
  filter,
  page,
  onPage,
}: {
  filter: TrainingFilter;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const result = useTrainingSearch(filter, page, currentLocale());
  if (result.error) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7" aria-live="polite" data-testid="result-count">
        {result.data ? t('training.sessionCount', { count: result.data.total }) : '\u00a0'}
      </Text>
      {result.data?.items.length === 0 ? (
        <EmptyState />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {result.isPending
            ? Array.from({ length: 4 }, (_, index) => <Skeleton key={index} h={170} radius="md" />)
            : result.data.items.map((session) => (
                <TrainingCard key={session.contentsid} session={session} headingOrder={2} />
              ))}
        </SimpleGrid>
      )}
      {result.data && (
        <ListPagination
          page={page}
          total={result.data.total}
          pageSize={TRAINING_PAGE_SIZE}
          onChange={onPage}
        />
      )}
    </Stack>
  );
}

type Month = { year: number; month: number };

/**
 * The month the calendar opens on: the address's, else the month of the next session (the list's
 * first, in date order, with the same filters), so a reader whose next session is next month does not
 * open on an empty one; this month when there is none. Undefined while the next session is looked up.
 */
function useOpeningMonth(filter: TrainingFilter, param: string | null): Month | undefined {
  const chosen = parseMonthParam(param);
  const next = useQuery({ ...trainingSearchQuery(filter, 1, currentLocale()), enabled: !chosen });
  if (chosen) return chosen;
  if (next.isPending || next.isPlaceholderData) return undefined;
  const current = currentSeoulMonth();
  const startsAt = next.data?.items.find((session) => session.startsAt)?.startsAt;
  if (!startsAt) return current;
  const upcoming = currentSeoulMonth(new Date(startsAt));
  return monthParam(upcoming.year, upcoming.month) > monthParam(current.year, current.month)
    ? upcoming
    : current;
}

function TrainingMonth({
  filter,
  param,
  onMonthChange,
}: {
  filter: TrainingFilter;
  param: string | null;
  onMonthChange: (month: Month) => void;
}) {
  const opening = useOpeningMonth(filter, param);
  if (!opening) return <Skeleton h={480} radius="md" />;
  return <MonthSessions filter={filter} {...opening} onMonthChange={onMonthChange} />;
}

function MonthSessions({
  filter,
  year,
  month,
  onMonthChange,
}: Month & {
  filter: TrainingFilter;
  onMonthChange: (month: Month) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const result = useTrainingCalendar(year, month, filter, locale);
  return (
    <Stack gap="lg">
      {result.error && <ErrorState error={result.error} onRetry={() => void result.refetch()} />}
      <TrainingCalendar
        year={year}
        month={month}
        sessions={result.data ?? []}
        onMonthChange={(by) => onMonthChange(shiftMonth(year, month, by))}
      />
      <Stack gap="sm" component="section" aria-labelledby="month-sessions">
        <Title order={2} fz="lg" id="month-sessions">
          {t('training.monthSessions', { month: formatMonth(year, month, locale) })}
        </Title>
        {result.isPending ? (
          <Skeleton h={170} radius="md" />
        ) : (result.data ?? []).length === 0 ? (
          <EmptyState />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {result.data!.map((session) => (
              <TrainingCard key={session.contentsid} session={session} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

/** /training: list or month calendar (?view=calendar&month=YYYY-MM), filtered by type and recruitment. */
export default function TrainingPage() {
  const { t } = useTranslation();
  const [params, update] = useUrlFilters();
  const view = enumParam(params.get('view'), VIEWS) ?? 'list';
  const filter: TrainingFilter = {
    edutype: enumParam(params.get('edutype'), EDU_TYPES),
    recruittype: enumParam(params.get('recruittype'), RECRUIT_TYPES),
  };
  const page = idParam(params.get('page')) ?? 1;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('routes.training')}</Title>
          <Text c="gray.7">{t('training.intro')}</Text>
        </Stack>
        {/* On phones: both filters on one row, the view switch full width under them, so nothing
            rewraps once the switch has measured itself. */}
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <Group gap="md" align="flex-end" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
            <NativeSelect
              label={t('training.edutypeLabel')}
              value={filter.edutype ?? ''}
              onChange={(event) => update({ edutype: event.currentTarget.value })}
              data={[
                { value: '', label: t('catalogue.all') },
                ...EDU_TYPES.map((value) => ({ value, label: t(`training.edutype.${value}`) })),
              ]}
              flex={{ base: 1, xs: 'none' }}
              w={{ base: 'auto', xs: 180 }}
            />
            <NativeSelect
              label={t('training.recruitLabel')}
              value={filter.recruittype ?? ''}
              onChange={(event) => update({ recruittype: event.currentTarget.value })}
              data={[
                { value: '', label: t('catalogue.all') },
                { value: 'open', label: t('training.open') },
                { value: 'closed', label: t('training.closed') },
              ]}
              flex={{ base: 1, xs: 'none' }}
              w={{ base: 'auto', xs: 180 }}
            />
          </Group>
          <SegmentedRadios
            fullWidth="xs"
            label={t('training.viewLabel')}
            value={view}
            onChange={(value) =>
              update({ view: value === 'list' ? null : value, month: params.get('month') })
            }
            options={[
              { value: 'list', label: t('training.viewList') },
              { value: 'calendar', label: t('training.viewCalendar') },
            ]}
          />
        </Group>
        {view === 'list' ? (
          <TrainingList
            filter={filter}
            page={page}
            onPage={(next) => update({ page: next === 1 ? null : next })}
          />
        ) : (
          <TrainingMonth
            filter={filter}
            param={params.get('month')}
            onMonthChange={(next) => update({ month: monthParam(next.year, next.month) })}
          />
        )}
      </Stack>
    </Container>
  );
}
