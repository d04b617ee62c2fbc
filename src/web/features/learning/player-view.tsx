import { Box, Button, Skeleton, Text } from '@mantine/core';
import type { PlayerCourse, PlayerLesson, SavedProgress } from '@shared/contract/learning';
import { type ReactNode, type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { usePlayerCourse } from './api/get-player-course';
import { AccessMessage } from './components/access-message';
import type { UpNext } from './components/next-lesson-countdown';
import classes from './components/player.module.css';
import {
  FullWindowLayout,
  LessonNavigation,
  PanelLayout,
  SwitchModeButton,
} from './components/player-layouts';
import { VideoPlayer } from './components/video-player';
import { lessonAfter, lessonToOpen, requestedLesson, startPositionOf } from './lesson-order';
import { useSavedProgress, useVerifiedTime } from './use-saved-progress';

/** The refusal for a lesson the member may not play, from the course's access. */
function gateOf(course: PlayerCourse): { code: string; key: string } {
  if (course.access.expired && course.access.kind === 'membership')
    return { code: 'MEMBERSHIP_ENDED', key: 'msg:learning.membershipEnded' };
  if (course.access.expired) return { code: 'ACCESS_EXPIRED', key: 'msg:learning.accessExpired' };
  return { code: 'NOT_ENROLLED', key: 'msg:learning.notEnrolled' };
}

/** What another feature shows under the panel player's lesson (composed in src/web/app). */
export type BelowLesson = (props: {
  course: PlayerCourse;
  lesson: PlayerLesson;
  /** Where the video stands now, in whole seconds; null before it has loaded. */
  currentSecond(): number | null;
}) => ReactNode;

/**
 * The course player: /player/:contentsid (empty layout, side list of lessons) and the full-window
 * vodfull route (only the video and lesson navigation). `?lesson=` picks the lesson, `&t=` the
 * moment to start at; without them the member resumes where they left off.
 */
export function PlayerView({ mode, below }: { mode: 'panel' | 'full'; below?: BelowLesson }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const contentsid = Number(useParams().contentsid);
  const [search, setSearch] = useSearchParams();
  const requested = requestedLesson(search);
  const session = useSession();
  const query = usePlayerCourse(contentsid, locale);
  const onSaved = useSavedProgress(contentsid, locale);
  const onVerified = useVerifiedTime(contentsid, locale);
  // The empty layout has no <main>; vodfull's standard layout has one already.
  const landmark = mode === 'panel' ? 'main' : 'div';
  const videoRef = useRef<HTMLVideoElement | null>(null);

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
  const open = (lessonId: number) => setSearch({ lesson: String(lessonId) });
  const following = lesson ? lessonAfter(course, lesson.lessonid) : null;
  const upNext = following && { title: following.title, open: () => open(following.lessonid) };
  const stage = lesson ? (
    <LessonStage
      // A link to another moment of the same lesson starts it again there.
      key={`${lesson.lessonid}@${search.get('t') ?? ''}`}
      course={course}
      lesson={{ ...lesson, positionSec: startPositionOf(lesson, search) }}
      videoRef={videoRef}
      full={mode === 'full'}
      next={upNext}
      onSaved={onSaved}
      onVerified={onVerified}
      viewer={session}
    />
  ) : (
    <div className={classes.stage}>
      <div className={classes.message}>
        <Text c="white">{t('learning.noLessons')}</Text>
      </div>
    </div>
  );
  const layout = {
    course,
    lesson,
    stage,
    navigation: <LessonNavigation course={course} lesson={lesson} open={open} />,
    switchMode: <SwitchModeButton mode={mode} contentsid={contentsid} lesson={lesson} />,
  };
  const currentSecond = () => (videoRef.current ? Math.floor(videoRef.current.currentTime) : null);
  const extra = lesson && below?.({ course, lesson, currentSecond });
  return mode === 'full' ? (
    <FullWindowLayout {...layout} />
  ) : (
    <PanelLayout {...layout} open={open} below={extra} />
  );
}

function LessonStage({
  course,
  lesson,
  full,
  next,
  viewer,
  onSaved,
  onVerified,
  videoRef,
}: {
  course: PlayerCourse;
  lesson: PlayerLesson;
  videoRef: RefObject<HTMLVideoElement | null>;
  full: boolean;
  next: UpNext | null;
  viewer: { name: string; email: string } | null;
  onSaved(saved: SavedProgress): void;
  onVerified(lessonid: number, verifiedSec: number): void;
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
      videoRef={videoRef}
      contentsid={course.contentsid}
      lesson={{ ...lesson, videoid: lesson.videoid }}
      viewer={{ name: viewer?.name ?? '', email: viewer?.email ?? '' }}
      full={full}
      next={next}
      onSaved={onSaved}
      creditBearing={course.creditBearing}
      onVerified={onVerified}
    />
  );
}
