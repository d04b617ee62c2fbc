/**
 * GET /api/Learning/Player/:contentsid, by path alone: the route's prefetch asks for it ahead and
 * must not load the app's code, which get-player-course.ts does.
 */
export const playerCoursePath = (contentsid: number) => `/api/Learning/Player/${contentsid}`;
