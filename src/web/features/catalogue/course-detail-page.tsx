import { Badge, Box, Container, Grid, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../app/use-session';
import { currentLocale } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { formatMinutes } from '../../lib/format';
import { useCourseInfo } from './api/get-course-info';
import { Curriculum } from './components/curriculum';
import { NotFoundView } from './components/not-found-view';
import { PurchasePanel } from './components/purchase-panel';
import { ErrorState } from './components/query-states';
import { SafeHtml } from './components/safe-html';
import { idParam } from './use-url-filters';

export default function CourseDetailPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const session = useSession();
  const contentsid = idParam(useParams().contentsid);
  const query = useCourseInfo(contentsid ?? 0, locale, session?.useruid ?? null);

  const notFound =
    contentsid === undefined || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound) {
    return (
      <NotFoundView message={query.error?.message} backTo="/campus" backLabel={t('catalogue.backToCampus')} />
    );
  }
  if (query.error) {
    return (
      <Container size="xl" py="xl">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (query.isPending) {
    return (
      <Container size="xl" py="xl" aria-busy="true">
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack>
              <Skeleton h={40} w="70%" />
              <Skeleton h={20} w="90%" />
              <Skeleton h={160} />
              <Skeleton h={240} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={420} radius="md" />
          </Grid.Col>
        </Grid>
      </Container>
    );
  }

  const course = query.data;
  const facts = [
    { label: t('catalogue.instructor'), value: course.instructor },
    { label: t('catalogue.levelLabel'), value: t(`catalogue.level.${course.level}`) },
    {
      label: t('catalogue.duration'),
      value: `${formatMinutes(course.totalDurationSec, locale)} · ${t('catalogue.lessonCount', { count: course.lessonCount })}`,
    },
    { label: t('catalogue.languageLabel'), value: t(`catalogue.lang.${course.lang}`) },
  ];

  return (
    <Container size="xl" py="xl">
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Stack gap="sm">
              <Group gap={6}>
                <Badge variant="light" color="gray" c="dark">
                  {t(`catalogue.level.${course.level}`)}
                </Badge>
                {course.freePreviewCount > 0 && (
                  <Badge variant="outline" color="emerald.8">
                    {t('catalogue.freePreviewCount', { count: course.freePreviewCount })}
                  </Badge>
                )}
              </Group>
              <Title order={1} fz={{ base: 26, md: 34 }}>
                {course.title}
              </Title>
              <Text size="lg" c="gray.8">
                {course.summary}
              </Text>
            </Stack>

            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                {facts.map((fact) => (
                  <Table.Tr key={fact.label}>
                    <Table.Th w={{ base: 110, sm: 160 }}>{fact.label}</Table.Th>
                    <Table.Td>{fact.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>

            <Box hiddenFrom="md">
              <PurchasePanel course={course} />
            </Box>

            <Stack gap="sm" component="section" aria-labelledby="description-heading">
              <Title order={2} id="description-heading" fz="xl">
                {t('catalogue.descriptionHeading')}
              </Title>
              <SafeHtml html={course.description} />
              {course.tags.length > 0 && (
                <Group gap={6}>
                  {course.tags.map((tag) => (
                    <Badge key={tag} variant="default" tt="none" c="gray.8">
                      #{tag}
                    </Badge>
                  ))}
                </Group>
              )}
            </Stack>

            <Stack gap="sm" component="section" aria-labelledby="curriculum-heading">
              <Group justify="space-between" align="baseline">
                <Title order={2} id="curriculum-heading" fz="xl">
                  {t('catalogue.curriculumHeading')}
                </Title>
                <Text size="sm" c="gray.7">
                  {t('catalogue.chapterCount', { count: course.chapters.length })} ·{' '}
                  {t('catalogue.lessonCount', { count: course.lessonCount })} ·{' '}
                  {formatMinutes(course.totalDurationSec, locale)}
                </Text>
              </Group>
              <Curriculum chapters={course.chapters} />
            </Stack>

            <Stack gap="sm" component="section" aria-labelledby="instructor-heading">
              <Title order={2} id="instructor-heading" fz="xl">
                {t('catalogue.instructorHeading')}
              </Title>
              <Text fw={700}>{course.instructor}</Text>
              {course.instructorBio && <SafeHtml html={course.instructorBio} />}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
          <Box pos="sticky" top={16}>
            <PurchasePanel course={course} />
          </Box>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
