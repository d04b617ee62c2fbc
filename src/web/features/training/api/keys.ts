import type { TrainingFilter } from './search-trainings';

/** Query keys of training: one factory, so the server's prefetch and the pages' hooks agree. */
export const trainingKeys = {
  list: (locale: string, filter: TrainingFilter, page: number) =>
    ['contents', 'trainings', locale, filter, page] as const,
  calendar: (locale: string, year: number, month: number, filter: TrainingFilter) =>
    ['contents', 'calendar', locale, year, month, filter] as const,
};
