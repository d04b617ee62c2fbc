/** Query keys of the learning domain. */
export const learningKeys = {
  all: ['learning'] as const,
  myCourses: (useruid: string, locale: string) =>
    [...learningKeys.all, 'myCourses', useruid, locale] as const,
  myTrainings: (useruid: string, locale: string) =>
    [...learningKeys.all, 'myTrainings', useruid, locale] as const,
  player: (contentsid: number, locale: string) =>
    [...learningKeys.all, 'player', contentsid, locale] as const,
  certificate: (number: string, locale: string) =>
    [...learningKeys.all, 'certificate', number, locale] as const,
  myCredits: (useruid: string, locale: string) =>
    [...learningKeys.all, 'myCredits', useruid, locale] as const,
  creditVerification: (code: string, locale: string) =>
    [...learningKeys.all, 'creditVerification', code, locale] as const,
};
