// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import DOMPurify from 'dompurify';
import { act, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { RICH_TEXT_DOMPURIFY } from '../../shared/rich-text-policy';
import { RichTextSanitiser, SafeHtml } from './safe-html';

const PAYLOAD = '<p>수강 안내</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

// jsdom has no media queries; Mantine's colour scheme asks for one.
window.matchMedia ??= (query) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

/** Stands in for the server's sanitiser (sanitize-html, which the web app does not import). */
const serverSanitise = (html: string) => DOMPurify.sanitize(html, RICH_TEXT_DOMPURIFY);

const withTheme = (children: ReactNode) => <MantineProvider>{children}</MantineProvider>;

/** Waits until the lazily loaded sanitiser has rendered the text into `container`. */
async function untilShown(container: HTMLElement) {
  await vi.waitFor(() => expect(container.textContent).toContain('수강 안내'));
}

/** A page around the rich text that renders again, as the app's pages do after hydrating. */
function Page({ html, title }: { html: string; title: string }) {
  return withTheme(
    <section aria-label={title}>
      <SafeHtml html={html} />
    </section>,
  );
}

/** The markup the server renders for `html`, in a container, as the browser parsed it. */
function servedContainer(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <RichTextSanitiser.Provider value={serverSanitise}>
      <Page html={html} title="first" />
    </RichTextSanitiser.Provider>,
  );
  return container;
}

async function hydrated(container: HTMLElement, html: string) {
  const errors: unknown[] = [];
  let root!: Root;
  act(() => {
    root = hydrateRoot(container, <Page html={html} title="first" />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  unmount = () => act(() => root.unmount());
  return { root, errors };
}

// First: the browser's sanitiser is not loaded yet, as on a page the server rendered.
it('hydrates the markup the server sanitised and keeps it while the page renders again', async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const container = servedContainer(PAYLOAD);
  const served = container.querySelector('p');
  expect(served?.textContent).toBe('수강 안내');
  expect(container.querySelector('script')).toBeNull();
  const changes: MutationRecord[] = [];
  new MutationObserver((records) => changes.push(...records)).observe(container, {
    childList: true,
    subtree: true,
  });

  const { root, errors } = await hydrated(container, PAYLOAD);
  // As Mantine's components do once hydrated: a synchronous update, before any chunk could load.
  act(() => flushSync(() => root.render(<Page html={PAYLOAD} title="second" />)));
  await act(async () => undefined);

  expect(errors).toEqual([]);
  // The served paragraph is the one the reader keeps: it never left the page.
  expect(container.querySelector('p')).toBe(served);
  expect(changes).toEqual([]);
});

it('sanitises text that replaces the served text', async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const container = servedContainer('<p>첫 공지</p>');
  const { root } = await hydrated(container, '<p>첫 공지</p>');
  await act(async () => root.render(<Page html={PAYLOAD} title="first" />));
  await untilShown(container);
  expect(container.textContent).not.toContain('첫 공지');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
});

it('renders rich text in the browser without its scripts', async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(withTheme(<SafeHtml html={PAYLOAD} />)));
  unmount = () => act(() => root.unmount());
  await untilShown(container);
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
});
