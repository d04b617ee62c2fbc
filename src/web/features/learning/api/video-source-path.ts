/**
 * GET /api/Contents/GetVideoSourceUrl/:videoid, by path alone: the route's prefetch asks for it
 * ahead and must not load the app's code, which get-video-source.ts does.
 */
export const videoSourcePath = (videoid: number) => `/api/Contents/GetVideoSourceUrl/${videoid}`;
