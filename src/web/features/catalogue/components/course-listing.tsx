import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { CampusMain } from '@shared/contract/contents';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination';
import { ErrorState } from '../../../components/query-states';
import { currentLocale } from '../../../i18n/i18n';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { campusFilterOf, useCampusSearch } from '../api/search-campus';
import { CAMPUS_SORTS, CONTENT_LANGS } from '../catalogue-values';
import { CourseGrid } from './course-grid';

/** The widest grid's first row (four columns): what a reader sees before scrolling. */
const FIRST_ROW = 4;

/**
 * The course listing of /campus and /category: filters and page in the URL query, results from
 * GET /api/Contents/search/campus. On /category the category comes from the path instead.
 */
export function CourseListing({
  facets,
  fixedCategoryId,
  withCategoryFilters,
}: {
  facets: CampusMain | undefined;
  fixedCategoryId?: number;
  withCategoryFilters: boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [params, update] = useUrlFilters();
  const top = useRef<HTMLDivElement>(null);

  const filter = campusFilterOf(params, withCategoryFilters, fixedCategoryId);
  const { categoryid, subcategoryid, lang, sort, page } = filter;

  const result = useCampusSearch(filter, locale);
  const category = facets?.categories.find((item) => item.categoryid === categoryid);

  return (
    <Stack gap="lg" ref={top}>
      <Group gap="md" align="flex-end" wrap="wrap">
        {withCategoryFilters && (
          <>
            <NativeSelect
              label={t('catalogue.filterCategory')}
              value={categoryid ? String(categoryid) : ''}
              onChange={(event) => update({ categoryid: event.currentTarget.value, subcategoryid: null })}
              data={[
                { value: '', label: t('catalogue.all') },
                ...(facets?.categories ?? []).map((item) => ({
                  value: String(item.categoryid),
                  label: `${item.ctgrname} (${item.courseCount})`,
                })),
              ]}
              w={{ base: '100%', xs: 200 }}
            />
            <NativeSelect
              label={t('catalogue.filterSubcategory')}
              value={subcategoryid ? String(subcategoryid) : ''}
              disabled={!category}
              onChange={(event) => update({ subcategoryid: event.currentTarget.value })}
              data={[
                { value: '', label: t('catalogue.all') },
                ...(category?.subcategories ?? []).map((item) => ({
                  value: String(item.categoryid),
                  label: `${item.ctgrname} (${item.courseCount})`,
                })),
              ]}
              w={{ base: '100%', xs: 200 }}
            />
          </>
        )}
        <NativeSelect
          label={t('catalogue.filterLanguage')}
          value={lang ?? ''}
          onChange={(event) => update({ lang: event.currentTarget.value })}
          data={[
            { value: '', label: t('catalogue.all') },
            ...CONTENT_LANGS.map((value) => ({ value, label: t(`catalogue.lang.${value}`) })),
          ]}
          w={{ base: '100%', xs: 160 }}
        />
        <NativeSelect
          label={t('catalogue.sortLabel')}
          value={sort}
          onChange={(event) =>
            update({ sort: event.currentTarget.value === 'newest' ? null : event.currentTarget.value })
          }
          data={CAMPUS_SORTS.map((value) => ({ value, label: t(`catalogue.sort.${value}`) }))}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>

      <Text size="sm" c="gray.7" aria-live="polite" data-testid="result-count">
        {result.data ? t('catalogue.courseCount', { count: result.data.total }) : '\u00a0'}
      </Text>

      {result.error ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <CourseGrid
          courses={result.data?.items}
          loading={result.isPending}
          eagerCount={FIRST_ROW}
          headingOrder={2}
        />
      )}

      {result.data && (
        <ListPagination
          page={page}
          total={result.data.total}
          pageSize={result.data.pageSize}
          onChange={(next) => {
            update({ page: next === 1 ? null : next });
            top.current?.scrollIntoView({ block: 'start' });
          }}
        />
      )}
    </Stack>
  );
}
