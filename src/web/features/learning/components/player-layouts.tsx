import { Anchor, Box, Button, Group, Progress, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { PlayerCourse, PlayerLesson } from '@shared/contract/learning';
import {
  IconArrowLeft,
  IconClipboardCheck,
  IconPlayerSkipBack,
  IconPlayerSkipForward,
  IconWindowMaximize,
  IconWindowMinimize,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alertDialog } from '../../../components/dialogs';
import { paths } from '../../../lib/paths';
import { neighboursOf } from '../lesson-order';
import { CertificateMenu } from './certificate-menu';
import { LessonList } from './lesson-list';

/** Previous and next lesson; at either end of the course, a message says there is none. */
export function LessonNavigation({
  course,
  lesson,
  open,
}: {
  course: PlayerCourse;
  lesson: PlayerLesson | null;
  open(lessonId: number): void;
}) {
  const { t } = useTranslation();
  const { previous, next } = lesson ? neighboursOf(course, lesson.lessonid) : { previous: null, next: null };
  const goPrevious = () =>
    previous ? open(previous.lessonid) : void alertDialog(t('msg:player.noPrevious'));
  const goNext = () => (next ? open(next.lessonid) : void alertDialog(t('msg:player.noNext')));
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="compact-md"
        leftSection={<IconPlayerSkipBack size={16} aria-hidden />}
        onClick={goPrevious}
        data-testid="previous-lesson"
      >
        {t('learning.previous')}
      </Button>
      <Button
        variant="default"
        size="compact-md"
        rightSection={<IconPlayerSkipForward size={16} aria-hidden />}
        onClick={goNext}
        data-testid="next-lesson"
      >
        {t('learning.next')}
      </Button>
    </Group>
  );
}

/** The link to the same lesson in the other mode: the full window, or back to the panel. */
export function SwitchModeButton({
  mode,
  contentsid,
  lesson,
}: {
  mode: 'panel' | 'full';
  contentsid: number;
  lesson: PlayerLesson | null;
}) {
  const { t } = useTranslation();
  const otherMode = (mode === 'panel' ? paths.vodfull : paths.player)(contentsid, lesson?.lessonid);
  const SwitchIcon = mode === 'full' ? IconWindowMinimize : IconWindowMaximize;
  return (
    <Button
      component={Link}
      to={otherMode}
      variant="subtle"
      color="gray.0"
      size="compact-md"
      leftSection={<SwitchIcon size={16} aria-hidden />}
    >
      {mode === 'full' ? t('learning.exitFullWindow') : t('learning.fullWindow')}
    </Button>
  );
}

interface LayoutProps {
  course: PlayerCourse;
  lesson: PlayerLesson | null;
  stage: ReactNode;
  navigation: ReactNode;
  switchMode: ReactNode;
}

/** vodfull: only the video, under a bar with the course and lesson and the lesson navigation. */
export function FullWindowLayout({ course, lesson, stage, navigation, switchMode }: LayoutProps) {
  return (
    // vodfull sits in the standard layout, whose <main> already holds it.
    <Box h="100dvh" bg="black" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="space-between" px="md" py={6} wrap="nowrap" bg="dark.8">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {switchMode}
          <Title order={1} fz="sm" c="white" lineClamp={1}>
            {course.title}
            {lesson ? ` · ${lesson.title}` : ''}
          </Title>
        </Group>
        {navigation}
      </Group>
      <Box style={{ flex: 1, minHeight: 0 }}>{stage}</Box>
    </Box>
  );
}

/** /player: the course's progress and certificate above, the video with its title, the lessons aside. */
export function PanelLayout({
  course,
  lesson,
  stage,
  navigation,
  switchMode,
  open,
  below,
}: LayoutProps & { open(lessonId: number): void; below?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" mih="100dvh" bg="gray.0">
      <Group justify="space-between" px="md" py="sm" bg="dark.7" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Anchor
            component={Link}
            to={paths.courseDetail(course.contentsid)}
            c="gray.3"
            aria-label={t('learning.backToCourse')}
          >
            <IconArrowLeft size={20} aria-hidden />
          </Anchor>
          <Title order={1} fz="md" c="white" lineClamp={1}>
            {course.title}
          </Title>
        </Group>
        {/* On a phone the progress takes its own line and the buttons the next, inside the screen. */}
        <Group gap="sm" wrap="wrap">
          <Stack gap={2} w={{ base: '100%', xs: 160 }}>
            <Text size="xs" c="gray.3" data-testid="player-progress-rate">
              {t('learning.progressRate', { rate: course.progressRate })} ·{' '}
              {t('learning.lessonCount', { completed: course.completedLessons, total: course.totalLessons })}
            </Text>
            <Progress
              value={course.progressRate}
              size="sm"
              color="emerald.4"
              aria-label={t('learning.progressLabel')}
            />
          </Stack>
          {course.hasExam && (
            <Button
              component={Link}
              to={paths.exam(course.contentsid)}
              variant={course.examPending ? 'filled' : 'white'}
              size="compact-md"
              leftSection={<IconClipboardCheck size={18} aria-hidden />}
              title={course.examPending ? t('exam.pending') : undefined}
              data-testid="exam-link"
            >
              {t('exam.title')}
            </Button>
          )}
          {course.progressRate === 100 && !course.examPending && (
            <CertificateMenu
              contentsid={course.contentsid}
              number={course.certificateNumber}
              variant="white"
            />
          )}
          {switchMode}
        </Group>
      </Group>
      <Box p={{ base: 0, md: 'md' }}>
        <Group align="flex-start" gap="md" wrap="wrap">
          <Stack gap="sm" style={{ flex: '1 1 560px', minWidth: 0 }}>
            {stage}
            <Group justify="space-between" px={{ base: 'sm', md: 0 }} wrap="wrap" gap="xs">
              <Title order={2} fz="lg" data-testid="lesson-title">
                {lesson?.title ?? ''}
              </Title>
              {navigation}
            </Group>
            {below}
          </Stack>
          <Box
            component="aside"
            bg="white"
            p="xs"
            w={{ base: '100%', md: 340 }}
            style={{ flex: '0 1 auto', borderRadius: 8 }}
          >
            <ScrollArea.Autosize mah="calc(100dvh - 140px)">
              <LessonList course={course} currentId={lesson?.lessonid ?? null} onSelect={open} />
            </ScrollArea.Autosize>
          </Box>
        </Group>
      </Box>
    </Box>
  );
}
