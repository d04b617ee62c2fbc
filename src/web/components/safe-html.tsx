import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { RICH_TEXT_DOMPURIFY } from '../../shared/rich-text-policy';

/**
 * Rich text from the server (course descriptions, notice bodies, FAQ answers, terms). The browser
 * does not trust the wire and sanitises it again, to the policy the server applied. A page rendered
 * on the server shows what its own service answered, already sanitised to that policy there
 * (decision 062), so the server holds no DOM for a second pass.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => (import.meta.env.SSR ? html : DOMPurify.sanitize(html, RICH_TEXT_DOMPURIFY)),
    [html],
  );
  return (
    <Typography className={className}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
