import { confirmTitle } from '../../../app/dialogs';

export const lessonListTitle = `${confirmTitle} lessons`;
