import { Alert, Badge, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SEARCH_PAGE_SIZE } from '@shared/constants';
import type { SearchHit, SearchMatch } from '@shared/contract/contents';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../components/list-pagination';
import { EmptyState, ErrorState } from '../../components/query-states';
import { CardRating } from '../../components/rating-stars';
import { Thumbnail } from '../../components/thumbnail';
import { currentLocale } from '../../i18n/i18n';
import { formatDateTime, formatKrw } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useUrlFilters } from '../../lib/use-url-filters';
import { searchRequestOf, useContentsSearch } from './api/search-contents';
import classes from './components/cards.module.css';
import { HighlightRanges } from './components/highlight-ranges';

/** The displayed text with highlights when the server matched that very text, plain otherwise. */
function Highlighted({ text, matches }: { text: string; matches: SearchMatch[] }) {
  const match = matches.find((item) => item.text === text);
  return <HighlightRanges text={text} ranges={match?.ranges ?? []} />;
}

function SearchResult({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const to = paths.contentsDetail(hit.contentsid, hit.conttype);
  // Matches in text not on screen (another language's title, a tag) are listed under the summary.
  const shown = new Set([hit.title, hit.summary, hit.instructor]);
  const elsewhere = hit.matches.filter((match) => !shown.has(match.text));
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-testid="search-result"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <div style={{ width: 160, flexShrink: 0 }}>
          <Thumbnail src={hit.thumbnailUrl} />
        </div>
        <Stack gap={6} miw={0}>
          <Group gap={6}>
            <Badge variant="light" color="gray" c="dark">
              {t(hit.conttype === 'course' ? 'catalogue.typeCourse' : 'catalogue.typeTraining')}
            </Badge>
            {hit.startsAt && (
              <Text size="sm" c="gray.7">
                {formatDateTime(hit.startsAt, locale)}
              </Text>
            )}
          </Group>
          <Title order={2} fz="lg">
            <Highlighted text={hit.title} matches={hit.matches} />
          </Title>
          <Text size="sm" c="gray.8" lineClamp={2}>
            <Highlighted text={hit.summary} matches={hit.matches} />
          </Text>
          <Text size="sm" c="gray.7">
            <Highlighted text={hit.instructor} matches={hit.matches} /> ·{' '}
            {hit.price === 0 ? t('catalogue.free') : formatKrw(hit.price, locale)}
          </Text>
          <CardRating average={hit.ratingAverage} count={hit.ratingCount} />
          {elsewhere.length > 0 && (
            <Text size="xs" c="gray.7">
              {t('catalogue.matchedIn')}{' '}
              {elsewhere.slice(0, 3).map((match, index) => (
                <span key={`${match.field}-${match.text}`}>
                  {index > 0 && ', '}
                  <HighlightRanges text={match.text} ranges={match.ranges} />
                </span>
              ))}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** /search?searchtxt=: results in relevance order (the server's), highlighted and counted. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, update] = useUrlFilters();
  const { text, page, tooShort } = searchRequestOf(params);
  const result = useContentsSearch(tooShort ? '' : text, page, currentLocale());

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{text ? t('catalogue.searchTitle', { text }) : t('routes.search')}</Title>
          <Text c="gray.7" aria-live="polite" data-testid="result-count">
            {result.data ? t('catalogue.resultCount', { count: result.data.total }) : '\u00a0'}
          </Text>
        </Stack>
        {tooShort ? (
          <Alert color="gray" variant="light">
            {t('msg:validation.searchMin')}
          </Alert>
        ) : result.error ? (
          <ErrorState error={result.error} onRetry={() => void result.refetch()} />
        ) : result.isPending ? (
          Array.from({ length: 3 }, (_, index) => <Skeleton key={index} h={120} radius="md" />)
        ) : result.data.items.length === 0 ? (
          <EmptyState />
        ) : (
          <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {result.data.items.map((hit) => (
              <li key={`${hit.conttype}-${hit.contentsid}`}>
                <SearchResult hit={hit} />
              </li>
            ))}
          </Stack>
        )}
        {result.data && (
          <ListPagination
            page={page}
            total={result.data.total}
            pageSize={SEARCH_PAGE_SIZE}
            onChange={(next) => {
              update({ page: next === 1 ? null : next });
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
