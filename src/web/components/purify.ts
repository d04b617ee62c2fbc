import DOMPurify from 'dompurify';
import { RICH_TEXT_DOMPURIFY } from '../../shared/rich-text-policy';

/** Rich text sanitised by DOMPurify, to the policy the server's sanitiser follows. */
export const purify = (html: string) => DOMPurify.sanitize(html, RICH_TEXT_DOMPURIFY);
