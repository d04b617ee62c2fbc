/** Query keys of the exam domain. */
export const examKeys = {
  all: ['exam'] as const,
  course: (contentsid: number, locale: string) => [...examKeys.all, 'course', contentsid, locale] as const,
  result: (attemptid: number, locale: string) => [...examKeys.all, 'result', attemptid, locale] as const,
};
