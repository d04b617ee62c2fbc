import { Typography } from '@mantine/core';
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { type Sanitise, SanitisedHtml } from './sanitised-html';

/**
 * The server's sanitiser, which the server entry provides (decision 062). In the browser there is
 * none: DOMPurify sanitises there, loaded with the first rich text the browser renders.
 */
export const RichTextSanitiser = createContext<Sanitise | null>(null);

/** An element whose markup React leaves as it is: the server's, while it is the text shown. */
const KEEP_MARKUP = { __html: '' };

let browserSanitise: Sanitise | null = null;

/** DOMPurify is a tenth of a detail page's first-load JavaScript: a chunk of its own. */
async function loadBrowserSanitiser(): Promise<Sanitise> {
  browserSanitise ??= (await import('./purify')).purify;
  return browserSanitise;
}

/** The browser's sanitiser once it is needed and loaded; a failed load reaches the error boundary. */
function useBrowserSanitiser(needed: boolean): Sanitise | null {
  const [sanitise, setSanitise] = useState(() => browserSanitise);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (needed && !sanitise) loadBrowserSanitiser().then((loaded) => setSanitise(() => loaded), setFailure);
  }, [needed, sanitise]);
  if (failure) throw failure;
  return sanitise;
}

const subscribeToNothing = () => () => undefined;

/** True while React hydrates the server's markup, false in any render after it. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/**
 * Rich text in the browser. Text the server rendered is kept as served: the server sanitised it, the
 * browser parsed it long before the app ran, and rendering it again would take it off the screen
 * until DOMPurify had loaded. Any other text is sanitised here first.
 */
function BrowserHtml({ html }: { html: string }) {
  const hydrating = useHydrating();
  const [served] = useState(hydrating ? html : null);
  const keepsServed = html === served;
  const sanitise = useBrowserSanitiser(!keepsServed);
  if (keepsServed || !sanitise) return <div dangerouslySetInnerHTML={KEEP_MARKUP} suppressHydrationWarning />;
  return <SanitisedHtml html={html} sanitise={sanitise} />;
}

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
      {serverSanitise ? <SanitisedHtml html={html} sanitise={serverSanitise} /> : <BrowserHtml html={html} />}
    </Typography>
  );
}
