import { formatTitle } from '../../web/lib/format';

export const mailSubject = formatTitle(' subject ');
