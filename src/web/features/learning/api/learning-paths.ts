/** The player's calls, by path: asked for ahead by the route's prefetch and taken by the page's queries. */
export const playerCoursePath = (contentsid: number) => `/api/Learning/Player/${contentsid}`;
export const videoSourcePath = (videoid: number) => `/api/Contents/GetVideoSourceUrl/${videoid}`;
