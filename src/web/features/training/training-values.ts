import type { TrainingCard } from '@shared/contract/contents';

/*
 * The contract's value lists, restated here because importing them at run time would pull zod (the
 * contract modules build schemas on load) into the page. The type checks below fail the build if
 * the contract gains a value these lists miss.
 */
type Complete<Missing extends never> = Missing;
type EduType = NonNullable<TrainingCard['edutype']>;

export const EDU_TYPES = ['seminar', 'workshop', 'hands_on'] as const satisfies readonly EduType[];
export type EduTypesComplete = Complete<Exclude<EduType, (typeof EDU_TYPES)[number]>>;

export const RECRUIT_TYPES = ['open', 'closed'] as const satisfies readonly TrainingCard['recruittype'][];
export type RecruitTypesComplete = Complete<
  Exclude<TrainingCard['recruittype'], (typeof RECRUIT_TYPES)[number]>
>;
