import {
  Accordion,
  Chip,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../components/query-states';
import { SafeHtml } from '../../components/safe-html';
import { currentLocale } from '../../i18n/i18n';
import { enumParam, useUrlFilters } from '../../lib/use-url-filters';
import { useFaqs } from './api/get-faqs';
import { FAQ_CATEGORIES } from './board-values';
import { BoardSearchForm } from './components/search-form';

/** /faq: category chips and a search box (both in the URL), questions as an accordion. */
export default function FaqPage() {
  const { t } = useTranslation();
  const [params, update] = useUrlFilters();
  const category = enumParam(params.get('category'), FAQ_CATEGORIES);
  const search = params.get('search') ?? '';
  const result = useFaqs(category, search, currentLocale());

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1}>{t('routes.faq')}</Title>
          <BoardSearchForm
            label={t('board.faqSearch')}
            placeholder={t('board.faqSearchPlaceholder')}
            value={search}
            onSearch={(text) => update({ search: text })}
          />
        </Group>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <VisuallyHidden component="legend">{t('board.faqCategory')}</VisuallyHidden>
          <Chip.Group
            value={category ?? 'all'}
            onChange={(value) => update({ category: value === 'all' ? null : String(value) })}
          >
            <Group gap="xs">
              <Chip value="all" type="radio" variant="outline">
                {t('catalogue.all')}
              </Chip>
              {FAQ_CATEGORIES.map((value) => (
                <Chip key={value} value={value} type="radio" variant="outline">
                  {t(`board.faqCategories.${value}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </fieldset>
        <Text size="sm" c="gray.7" aria-live="polite">
          {result.data ? t('board.faqCount', { count: result.data.length }) : '\u00a0'}
        </Text>
        {result.error ? (
          <ErrorState error={result.error} onRetry={() => void result.refetch()} />
        ) : result.isPending ? (
          <Skeleton h={320} radius="md" />
        ) : result.data.length === 0 ? (
          <EmptyState />
        ) : (
          <Accordion variant="separated" data-testid="faq-list">
            {result.data.map((faq) => (
              <Accordion.Item key={faq.faqid} value={String(faq.faqid)}>
                <Accordion.Control>
                  <Text span fw={800} c="emerald.8" mr={8} aria-hidden>
                    Q
                  </Text>
                  {faq.question}
                </Accordion.Control>
                <Accordion.Panel>
                  <SafeHtml html={faq.answer} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}
