import type { Params } from 'react-router';
import { currentLocale } from '../../i18n/i18n';
import { queryClient } from '../../lib/query-client';
import { idParam } from '../../lib/use-url-filters';
import { playerCourseQuery } from './api/get-player-course';
import { lessonToOpen, requestedLesson } from './lesson-order';
import { preloadHls } from './stream-attachment';
import { fetchVideoSourceAhead } from './use-video-source';

/**
 * What the player asks for first (the route table's `prefetch` of /player and vodfull), asked for as
 * soon as the guard lets the member through, while the page's code still loads: the course (its
 * lessons, progress and access), hls.js, then the signed URL of the lesson it will open. Rendering
 * first would put each request after a render of the page.
 */
export function prefetch(params: Params, search: URLSearchParams): void {
  const contentsid = idParam(params.contentsid);
  if (contentsid === undefined) return;
  preloadHls();
  void queryClient
    .fetchQuery(playerCourseQuery(contentsid, currentLocale()))
    .then((course) => {
      // The lesson the page will open, chosen as the page chooses it.
      const lesson = lessonToOpen(course, requestedLesson(search));
      if (lesson?.playable && lesson.videoid !== null) fetchVideoSourceAhead(lesson.videoid);
    })
    // The page asks again as it renders, and shows the failure.
    .catch(() => undefined);
}
