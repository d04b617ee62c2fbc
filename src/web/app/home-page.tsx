import { Box, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { HOME_SECTION_SIZE } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../components/query-states';
import { useTopCategories } from '../features/catalogue/api/get-categories';
import { CourseGrid } from '../features/catalogue/components/course-grid';
import { useBanners } from '../features/home/api/get-banners';
import { useMainSections } from '../features/home/api/get-main';
import { BannerCarousel } from '../features/home/components/banner-carousel';
import { HomeSection } from '../features/home/components/home-section';
import { NoticeSummary } from '../features/home/components/notice-summary';
import { TrainingCard } from '../features/training/components/training-card';
import { currentLocale } from '../i18n/i18n';
import { paths } from '../lib/paths';

export default function HomePage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const banners = useBanners(locale);
  const main = useMainSections(locale);
  const categories = useTopCategories(locale);
  const sections = main.data;

  return (
    <>
      <Box bg="emerald.0" py={{ base: 32, md: 48 }}>
        <Container size="xl">
          <Stack gap="lg">
            <Stack gap="sm" maw={720}>
              <Title order={1} fz={{ base: 26, md: 36 }}>
                {t('home.heroTitle')}
              </Title>
              <Text size="lg" c="gray.8">
                {t('home.heroBody')}
              </Text>
              <Group>
                <Button component={Link} to={paths.campus()} size="md">
                  {t('home.browseCourses')}
                </Button>
                <Button component={Link} to={paths.training()} size="md" variant="outline">
                  {t('home.browseTraining')}
                </Button>
              </Group>
            </Stack>
            {banners.error ? null : <BannerCarousel banners={banners.data} loading={banners.isPending} />}
          </Stack>
        </Container>
      </Box>

      <Container size="xl" py="xl">
        <Stack gap={48}>
          {main.error && <ErrorState error={main.error} onRetry={() => void main.refetch()} />}
          <HomeSection title={t('home.newCourses')} moreTo={paths.campus()}>
            <CourseGrid
              courses={sections?.newCourses}
              loading={main.isPending}
              skeletons={HOME_SECTION_SIZE}
              eagerCount={HOME_SECTION_SIZE}
            />
          </HomeSection>
          <HomeSection title={t('home.popularCourses')} moreTo={paths.campus({ sort: 'popular' })}>
            <CourseGrid
              courses={sections?.popularCourses}
              loading={main.isPending}
              skeletons={HOME_SECTION_SIZE}
            />
          </HomeSection>
          <HomeSection title={t('home.membershipCourses')} moreTo={paths.subscription()}>
            <CourseGrid
              courses={sections?.membershipCourses}
              loading={main.isPending}
              skeletons={HOME_SECTION_SIZE}
            />
          </HomeSection>
          <HomeSection title={t('home.upcomingTraining')} moreTo={paths.training()}>
            {main.isPending ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Skeleton h={170} radius="md" />
                <Skeleton h={170} radius="md" />
              </SimpleGrid>
            ) : sections?.upcomingTrainings.length ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {sections.upcomingTrainings.slice(0, 4).map((session) => (
                  <TrainingCard key={session.contentsid} session={session} />
                ))}
              </SimpleGrid>
            ) : (
              <EmptyState />
            )}
          </HomeSection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <HomeSection title={t('home.notices')} moreTo={paths.notice()}>
              {main.isPending ? (
                <Skeleton h={150} radius="md" />
              ) : sections?.notices.length ? (
                <NoticeSummary notices={sections.notices} />
              ) : (
                <EmptyState />
              )}
            </HomeSection>
            <HomeSection title={t('home.categoriesTitle')} moreTo={paths.category()}>
              <SimpleGrid cols={2} spacing="md">
                {categories.isPending
                  ? Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height={72} radius="md" />)
                  : (categories.data ?? []).map((category) => (
                      <Card
                        key={category.categoryid}
                        component={Link}
                        to={paths.category(category.categoryid)}
                        withBorder
                        padding="lg"
                        radius="md"
                        bg="gray.0"
                      >
                        <Text fw={700}>{category.ctgrname}</Text>
                      </Card>
                    ))}
              </SimpleGrid>
            </HomeSection>
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}
