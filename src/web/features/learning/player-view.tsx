import {
  Anchor,
  Box,
  Button,
  Group,
  Progress,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PlayerCourse, PlayerLesson, SavedProgress } from '@shared/contract/learning';
import {
  IconArrowLeft,
  IconPlayerSkipBack,
  IconPlayerSkipForward,
  IconWindowMaximize,
  IconWindowMinimize,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { ErrorAlert } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/translations';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { playerCourseQuery, usePlayerCourse } from './api/get-player-course';
import { AccessMessage } from './components/access-message';
import { CertificateMenu } from './components/certificate-menu';
import { LessonList } from './components/lesson-list';
import type { UpNext } from './components/next-lesson-countdown';
import classes from './components/player.module.css';
import { VideoPlayer } from './components/video-player';
import { lessonAfter, lessonToOpen, neighboursOf, requestedLesson } from './lesson-order';

/** The refusal for a lesson the member may not play, from the course's access. */
function gateOf(course: PlayerCourse): { code: string; key: string } {
  if (course.access.expired && course.access.kind === 'membership')
    return { code: 'MEMBERSHIP_ENDED', key: 'msg:learning.membershipEnded' };
  if (course.access.expired) return { code: 'ACCESS_EXPIRED', key: 'msg:learning.accessExpired' };
  return { code: 'NOT_ENROLLED', key: 'msg:learning.notEnrolled' };
}

/**
 * The course player: /player/:contentsid (empty layout, side list of lessons) and the full-window
 * vodfull route (only the video and lesson navigation). `?lesson=` picks the lesson; without it the
 * member resumes where they left off.
 */
export function PlayerView({ mode }: { mode: 'panel' | 'full' }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const contentsid = Number(useParams().contentsid);
  const [search, setSearch] = useSearchParams();
  const requested = requestedLesson(search);
  const session = useSession();
  const queryClient = useQueryClient();
  const query = usePlayerCourse(contentsid, locale);
  // The empty layout has no <main>; vodfull's standard layout has one already.
  const landmark = mode === 'panel' ? 'main' : 'div';

  if (query.isPending) {
    return (
      <Box component={landmark} p="md" aria-busy="true">
        <Skeleton h={40} mb="md" />
        <Skeleton className={classes.stage} />
      </Box>
    );
  }
  if (query.error) {
    return (
      <Box component={landmark} p="xl">
        <ErrorAlert error={query.error} title={t('routes.player')}>
          <Button component={Link} to={paths.myCourses()} variant="outline" size="xs">
            {t('routes.myCourses')}
          </Button>
        </ErrorAlert>
      </Box>
    );
  }
  const course = query.data;
  const lesson = lessonToOpen(course, requested);
  const { previous, next } = lesson ? neighboursOf(course, lesson.lessonid) : { previous: null, next: null };

  const open = (lessonId: number) => setSearch({ lesson: String(lessonId) });
  const following = lesson ? lessonAfter(course, lesson.lessonid) : null;
  const upNext = following && { title: following.title, open: () => open(following.lessonid) };
  const goPrevious = () =>
    previous ? open(previous.lessonid) : void alertDialog(t('msg:player.noPrevious'));
  const goNext = () => (next ? open(next.lessonid) : void alertDialog(t('msg:player.noNext')));

  const onSaved = (saved: SavedProgress) => {
    queryClient.setQueryData(playerCourseQuery(contentsid, locale).queryKey, (old) => {
      if (!old) return old;
      const chapters = old.chapters.map((chapter) => ({
        ...chapter,
        lessons: chapter.lessons.map((item) =>
          item.lessonid === saved.lessonid
            ? {
                ...item,
                positionSec: saved.positionSec,
                watchedSec: saved.watchedSec,
                completed: saved.completed,
              }
            : item,
        ),
      }));
      const completedLessons = chapters
        .flatMap((chapter) => chapter.lessons)
        .filter((item) => item.completed).length;
      return {
        ...old,
        chapters,
        completedLessons,
        progressRate: saved.progressRate,
        lastLessonId: saved.lessonid,
      };
    });
  };

  const otherMode = (mode === 'panel' ? paths.vodfull : paths.player)(contentsid, lesson?.lessonid);
  const SwitchIcon = mode === 'full' ? IconWindowMinimize : IconWindowMaximize;
  const switchMode = (
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
  const stage = lesson ? (
    <LessonStage
      course={course}
      lesson={lesson}
      full={mode === 'full'}
      next={upNext}
      onSaved={onSaved}
      viewer={session}
    />
  ) : (
    <div className={classes.stage}>
      <div className={classes.message}>
        <Text c="white">{t('learning.noLessons')}</Text>
      </div>
    </div>
  );
  const navigation = (
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

  if (mode === 'full') {
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

  return (
    <Box component="main" mih="100dvh" bg="gray.0">
      <Group justify="space-between" px="md" py="sm" bg="dark.7" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Anchor
            component={Link}
            to={paths.courseDetail(contentsid)}
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
          {course.progressRate === 100 && (
            <CertificateMenu contentsid={contentsid} number={course.certificateNumber} variant="white" />
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

function LessonStage({
  course,
  lesson,
  full,
  next,
  viewer,
  onSaved,
}: {
  course: PlayerCourse;
  lesson: PlayerLesson;
  full: boolean;
  next: UpNext | null;
  viewer: { name: string; email: string } | null;
  onSaved(saved: SavedProgress): void;
}) {
  const { t } = useTranslation();
  if (!lesson.playable) {
    const gate = gateOf(course);
    return (
      <div className={`${classes.stage} ${full ? classes.full : ''}`}>
        <div className={classes.message}>
          <AccessMessage code={gate.code} message={t(gate.key)} contentsid={course.contentsid} />
        </div>
      </div>
    );
  }
  if (lesson.videoid === null) {
    return (
      <div className={`${classes.stage} ${full ? classes.full : ''}`}>
        <div className={classes.message}>
          <Text c="white">{t('learning.noVideo')}</Text>
        </div>
      </div>
    );
  }
  return (
    <VideoPlayer
      key={lesson.lessonid}
      contentsid={course.contentsid}
      lesson={{ ...lesson, videoid: lesson.videoid }}
      viewer={{ name: viewer?.name ?? '', email: viewer?.email ?? '' }}
      full={full}
      next={next}
      onSaved={onSaved}
    />
  );
}
