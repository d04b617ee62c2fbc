/** Query keys of the questions domain. */
export const questionKeys = {
  all: ['questions'] as const,
  /** Every page of every course's questions (a course page's, a lesson's in the player). */
  courses: () => [...questionKeys.all, 'course'] as const,
  course: (
    contentsid: number,
    lessonid: number | null,
    page: number,
    locale: string,
    viewer: string | null,
  ) => [...questionKeys.courses(), contentsid, lessonid, page, locale, viewer] as const,
  staff: (status: string, page: number, locale: string) =>
    [...questionKeys.all, 'staff', status, page, locale] as const,
};
