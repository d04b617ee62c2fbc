import { Typography } from '@mantine/core';
import { createContext, lazy, Suspense, useContext } from 'react';
import { type Sanitise, SanitisedHtml } from './sanitised-html';

/**
 * The server's sanitiser, which the server entry provides (decision 062). In the browser there is
 * none: DOMPurify sanitises there, loaded with the first rich text (`PurifiedHtml`).
 */
export const RichTextSanitiser = createContext<Sanitise | null>(null);

/**
 * DOMPurify is a tenth of a detail page's first-load JavaScript. As its own chunk it loads once the
 * app hydrates the rich text: until then the server's markup stays as it was served.
 */
const PurifiedHtml = lazy(() => import('./purified-html'));

/**
 * Rich text from the server (course descriptions, notice bodies, FAQ answers, terms). The server
 * sanitised it on save and on read; it is sanitised again where it renders, since the browser does
 * not trust the wire and a rendered page should not trust its caller.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const serverSanitise = useContext(RichTextSanitiser);
  if (import.meta.env.SSR && !serverSanitise) {
    // DOMPurify without a DOM hands its input back untouched.
    throw new Error('SafeHtml rendered on the server without the server sanitiser');
  }
  return (
    <Typography className={className}>
      <Suspense>
        {serverSanitise ? (
          <SanitisedHtml html={html} sanitise={serverSanitise} />
        ) : (
          <PurifiedHtml html={html} />
        )}
      </Suspense>
    </Typography>
  );
}
