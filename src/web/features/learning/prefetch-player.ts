import type { PlayerCourse, VideoSource } from '@shared/contract/learning';
import type { Params } from 'react-router';
import { pageLanguage, startedByPage } from '../../lib/page-start';
import { readSession } from '../../lib/session';
import { startRequest } from '../../lib/started-requests';
import { playerCoursePath } from './api/player-course-path';
import { videoSourcePath } from './api/video-source-path';
import { lessonToOpen, requestedLesson, resumePosition, startPositionOf } from './lesson-order';
import { readPreferences } from './player-preferences';
import { preloadHls } from './stream-attachment';
import { startStreamAhead, startsOnPrefetchedSegment } from './stream-prefetch';

/**
 * What the player asks for first (the route table's `prefetch` of /player and vodfull): the course
 * (its lessons, progress and access) and hls.js, then the signed URL of the lesson it will open, then
 * that stream's first playlists, key and segment. Run as the page arrives (the server names this
 * module in the page, decision 098), before the app's code has loaded, and again by the guard on
 * a move within the app. Rendering first would put each request after a render of the page; the
 * page's queries take these answers (src/web/lib/started-requests.ts). No app code is imported here,
 * so that this runs as soon as it arrives (the build checks it).
 */
export function prefetch(params: Params, search: URLSearchParams): void {
  const contentsid = Number(params.contentsid);
  // The route needs a member: without a session the guard sends the reader to the login page.
  if (!Number.isInteger(contentsid) || contentsid <= 0 || !readSession()) return;
  const language = pageLanguage();
  preloadHls();
  void startRequest<PlayerCourse>(playerCoursePath(contentsid), language).then(async (course) => {
    // The lesson the page will open, chosen as the page chooses it.
    const lesson = course && lessonToOpen(course, requestedLesson(search));
    if (!lesson?.playable || lesson.videoid === null) return;
    const source = await startRequest<VideoSource>(videoSourcePath(lesson.videoid), language);
    if (source?.status !== 'ready' || !source.url) return;
    const startPosition = resumePosition(
      startPositionOf(lesson, search),
      source.durationSec ?? lesson.durationSec,
    );
    if (startsOnPrefetchedSegment(startPosition, readPreferences().quality)) startStreamAhead(source.url);
  });
}

const fromPage = startedByPage(import.meta.url);
if (fromPage) prefetch(fromPage, new URLSearchParams(window.location.search));
