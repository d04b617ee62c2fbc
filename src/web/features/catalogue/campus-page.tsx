import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { useCampusMain } from './api/get-campus-main';
import { CourseListing } from './components/course-listing';

export default function CampusPage() {
  const { t } = useTranslation();
  const facets = useCampusMain(currentLocale());
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('routes.campus')}</Title>
          <Text c="gray.7">
            {facets.data ? t('catalogue.campusIntro', { count: facets.data.totalCourses }) : '\u00a0'}
          </Text>
        </Stack>
        {facets.error && <ErrorState error={facets.error} onRetry={() => void facets.refetch()} />}
        <CourseListing facets={facets.data} withCategoryFilters />
      </Stack>
    </Container>
  );
}
