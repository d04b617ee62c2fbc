// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import DOMPurify from 'dompurify';
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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

it('hydrates the markup the server sanitised without a mismatch', async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    withTheme(
      <RichTextSanitiser.Provider value={serverSanitise}>
        <SafeHtml html={PAYLOAD} />
      </RichTextSanitiser.Provider>,
    ),
  );
  const served = container.querySelector('p');
  expect(served?.textContent).toBe('수강 안내');
  expect(container.querySelector('script')).toBeNull();

  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, withTheme(<SafeHtml html={PAYLOAD} />), {
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  unmount = () => act(() => root.unmount());
  await untilShown(container);
  await act(async () => undefined);
  expect(errors).toEqual([]);
  // The served paragraph is the one the reader keeps: nothing was rendered again.
  expect(container.querySelector('p')).toBe(served);
});
