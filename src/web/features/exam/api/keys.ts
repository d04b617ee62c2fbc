/** Query keys of the exam domain. */
export const examKeys = {
  all: ['exam'] as const,
  /** Every course's list of tests, in every language. */
  courses: () => [...examKeys.all, 'course'] as const,
  course: (contentsid: number, locale: string) => [...examKeys.courses(), contentsid, locale] as const,
  result: (attemptid: number, locale: string) => [...examKeys.all, 'result', attemptid, locale] as const,
};
