import { Typography } from '@mantine/core';
import DOMPurify from 'isomorphic-dompurify';
import { useMemo } from 'react';

/**
 * Rich text from the server (course descriptions, notice bodies, FAQ answers, terms), sanitised
 * before it reaches the DOM: the server stores what admins typed, so the browser never trusts it.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <Typography className={className}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
