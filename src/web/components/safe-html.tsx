import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { createContext, useContext, useMemo } from 'react';
import { RICH_TEXT_DOMPURIFY } from '../../shared/rich-text-policy';

type Sanitise = (html: string) => string;

/**
 * How rich text is sanitised where the page renders: DOMPurify in the browser. The server entry
 * provides the server's own sanitiser, to the same policy (decision 062): DOMPurify without a DOM
 * hands its input back untouched, so rendering on the server without one fails instead.
 */
export const RichTextSanitiser = createContext<Sanitise>(
  import.meta.env.SSR
    ? () => {
        throw new Error('SafeHtml rendered on the server without the server sanitiser');
      }
    : (html) => DOMPurify.sanitize(html, RICH_TEXT_DOMPURIFY),
);

/**
 * Rich text from the server (course descriptions, notice bodies, FAQ answers, terms). The server
 * sanitised it on save and on read; it is sanitised again where it renders, since the browser does
 * not trust the wire and a rendered page should not trust its caller.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const sanitise = useContext(RichTextSanitiser);
  const clean = useMemo(() => sanitise(html), [sanitise, html]);
  return (
    <Typography className={className}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
