import { Badge, Box, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { MyCourse } from '@shared/contract/learning';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/thumbnail';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { CertificateMenu } from './certificate-menu';

function AccessBadge({ course }: { course: MyCourse }) {
  const { t } = useTranslation();
  const { access } = course;
  if (access.expired)
    return (
      <Badge color="red" variant="light">
        {t('learning.accessExpired')}
      </Badge>
    );
  const label =
    access.kind === 'lifetime'
      ? t('learning.accessLifetime')
      : access.kind === 'membership'
        ? t('learning.accessMembership')
        : access.kind === 'admin'
          ? t('learning.accessAdmin')
          : access.expiresAt
            ? t('learning.accessUntil', { date: formatDate(access.expiresAt, currentLocale()) })
            : t('learning.accessLifetime');
  return <Badge variant="light">{label}</Badge>;
}

/** One course of /mypage/courses: picture, progress, last lesson, access and what to do next. */
export function MyCourseCard({ course }: { course: MyCourse }) {
  const { t } = useTranslation();
  const resumeTo = paths.player(course.contentsid, course.lastLesson?.lessonid);
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid={`my-course-${course.contentsid}`}>
      <Group align="flex-start" wrap="wrap" gap="md">
        <Box w={{ base: '100%', xs: 200 }}>
          <Thumbnail src={course.thumbnailUrl} radius="sm" />
        </Box>
        <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs">
            <AccessBadge course={course} />
            {course.completed && (
              <Badge color="emerald" variant="filled">
                {t('learning.completed')}
              </Badge>
            )}
          </Group>
          <Title order={3} fz="md" lineClamp={2}>
            {course.title}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={course.progressRate}
              style={{ flex: 1 }}
              color="emerald"
              aria-label={t('learning.progressLabel')}
            />
            <Text size="sm" fw={600} data-testid="progress-rate">
              {t('learning.progressRate', { rate: course.progressRate })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('learning.lessonCount', { completed: course.completedLessons, total: course.totalLessons })}
            {' · '}
            {course.lastLesson
              ? t('learning.lastLesson', { title: course.lastLesson.title })
              : t('learning.notStarted')}
          </Text>
          <Group gap="xs" mt={4}>
            {course.access.expired ? (
              <Button
                component={Link}
                to={paths.courseDetail(course.contentsid)}
                size="sm"
                color="red"
                variant="light"
              >
                {t('learning.buyAgain')}
              </Button>
            ) : (
              <Button
                component={Link}
                to={resumeTo}
                size="sm"
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                data-testid="resume-button"
              >
                {course.lastLesson ? t('learning.resume') : t('learning.start')}
              </Button>
            )}
            {course.completed && (
              <CertificateMenu contentsid={course.contentsid} number={course.certificateNumber} />
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
