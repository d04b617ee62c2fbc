/** Query keys of the home page: one factory, so the server's prefetch and the pages' hooks agree. */
export const homeKeys = {
  main: (locale: string) => ['contents', 'main', locale] as const,
  banners: (locale: string) => ['banners', locale] as const,
};
