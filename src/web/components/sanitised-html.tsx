import { useMemo } from 'react';

export type Sanitise = (html: string) => string;

/** Rich text as markup once `sanitise` has cleaned it. */
export function SanitisedHtml({ html, sanitise }: { html: string; sanitise: Sanitise }) {
  const clean = useMemo(() => sanitise(html), [sanitise, html]);
  return <div dangerouslySetInnerHTML={{ __html: clean }} />;
}
