import { paths } from '@web/lib/paths';

export const campusLink = paths.campus();
