import { Badge, Box, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import type { PlayerCourse } from '@shared/contract/learning';
import { formatClock } from '@shared/format-clock';
import { IconCircleCheckFilled, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { formatMinutes } from '../../../lib/format';

/** Chapters and their lessons, with completed marks, locks and the lesson playing now. */
export function LessonList({
  course,
  currentId,
  onSelect,
}: {
  course: PlayerCourse;
  currentId: number | null;
  onSelect(lessonId: number): void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Stack component="nav" gap="md" aria-label={t('learning.lessons')}>
      {course.chapters.map((chapter) => (
        <Box key={chapter.chapterid}>
          <Title order={3} fz="sm" c="gray.7" mb={4} px="xs">
            {chapter.title}
          </Title>
          {chapter.lessons.map((lesson) => {
            const current = lesson.lessonid === currentId;
            return (
              <NavLink
                key={lesson.lessonid}
                component="button"
                type="button"
                active={current}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(lesson.lessonid)}
                data-testid={`lesson-${lesson.lessonid}`}
                data-completed={lesson.completed}
                leftSection={
                  lesson.completed ? (
                    <IconCircleCheckFilled size={18} color="var(--mantine-color-emerald-6)" aria-hidden />
                  ) : lesson.playable ? (
                    <IconPlayerPlay size={18} aria-hidden />
                  ) : (
                    <IconLock size={18} aria-hidden />
                  )
                }
                label={
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <Text size="sm" lineClamp={2}>
                      {lesson.title}
                    </Text>
                    {lesson.isFreePreview && !current && (
                      <Badge size="xs" variant="light">
                        {t('learning.freePreview')}
                      </Badge>
                    )}
                  </Group>
                }
                description={
                  <Text span size="xs" c="gray.7">
                    {formatMinutes(lesson.durationSec, locale)}
                    {lesson.completed && ` · ${t('learning.completed')}`}
                    {course.creditBearing &&
                      ` · ${t('learning.attendance.verifiedShort', { time: formatClock(lesson.verifiedSec) })}`}
                    {!lesson.playable && ` · ${t('learning.locked')}`}
                  </Text>
                }
              />
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}
