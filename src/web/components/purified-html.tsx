import DOMPurify from 'dompurify';
import { RICH_TEXT_DOMPURIFY } from '../../shared/rich-text-policy';
import { SanitisedHtml } from './sanitised-html';

const purify = (html: string) => DOMPurify.sanitize(html, RICH_TEXT_DOMPURIFY);

/** Rich text sanitised by DOMPurify, to the policy the server's sanitiser follows. */
export default function PurifiedHtml({ html }: { html: string }) {
  return <SanitisedHtml html={html} sanitise={purify} />;
}
