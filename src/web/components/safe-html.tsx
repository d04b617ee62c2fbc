import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL } from '../../shared/rich-text-policy';

const policy = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: RICH_TEXT_URL,
};

/**
 * Rich text from the server (course descriptions, notice bodies, FAQ answers, terms). The browser
 * does not trust the wire and sanitises it again, to the policy the server applied. A page rendered
 * on the server shows what its own service answered, already sanitised to that policy there
 * (decision 062), so the server holds no DOM for a second pass.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => (import.meta.env.SSR ? html : DOMPurify.sanitize(html, policy)), [html]);
  return (
    <Typography className={className}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
