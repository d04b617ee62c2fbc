/** Query keys of the reviews domain. */
export const reviewKeys = {
  all: ['reviews'] as const,
  course: (contentsid: number) => [...reviewKeys.all, 'course', contentsid] as const,
  page: (contentsid: number, sort: string, page: number, useruid: string | null) =>
    [...reviewKeys.course(contentsid), 'page', sort, page, useruid] as const,
  mine: (contentsid: number, useruid: string) => [...reviewKeys.course(contentsid), 'mine', useruid] as const,
  console: (filter: object, page: number, locale: string) =>
    [...reviewKeys.all, 'console', filter, page, locale] as const,
};
