import type { CampusQuery, CourseCard } from '@shared/contract/contents';

/*
 * The contract's value lists, restated here because importing them at run time would pull zod (the
 * contract modules build schemas on load) into every public page. The type checks below fail the
 * build if the contract gains a value these lists miss.
 */
type Complete<Missing extends never> = Missing;

export const CONTENT_LANGS = ['ko', 'en', 'ja'] as const satisfies readonly CourseCard['lang'][];
export type ContentLangsComplete = Complete<Exclude<CourseCard['lang'], (typeof CONTENT_LANGS)[number]>>;

export const CAMPUS_SORTS = [
  'newest',
  'popular',
  'rating',
  'price_asc',
  'price_desc',
] as const satisfies readonly CampusQuery['sort'][];
export type CampusSortsComplete = Complete<Exclude<CampusQuery['sort'], (typeof CAMPUS_SORTS)[number]>>;
