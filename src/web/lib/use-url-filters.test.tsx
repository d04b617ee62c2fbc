// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlFilters } from './use-url-filters';

type Update = ReturnType<typeof useUrlFilters>[1];

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

/** A page whose filters live in the address bar, with the update function it was last rendered with. */
async function filteredPage(initialUrl: string) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const rendered: { update?: Update } = {};
  function Page() {
    const [, update] = useUrlFilters();
    rendered.update = update;
    return null;
  }
  const router = createMemoryRouter([{ path: '/faq', element: <Page /> }], { initialEntries: [initialUrl] });
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<RouterProvider router={router} />));
  unmount = () => act(() => root.unmount());
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, search, update: (changes: Parameters<Update>[0]) => rendered.update?.(changes) };
}

describe('useUrlFilters', () => {
  it('keeps both of two changes made before the page renders again', async () => {
    const page = await filteredPage('/faq?category=payment&page=3');
    await act(async () => {
      page.update({ category: null });
      page.update({ search: '비밀번호' });
    });
    expect(page.search().get('category')).toBeNull();
    expect(page.search().get('search')).toBe('비밀번호');
    expect(page.search().get('page')).toBeNull();
  });

  it('builds on the address after a navigation it did not make', async () => {
    const page = await filteredPage('/faq?category=payment');
    await act(async () => page.update({ search: 'refund' }));
    await act(async () => page.router.navigate(-1));
    await act(async () => page.update({ category: 'account' }));
    expect(page.search().toString()).toBe('category=account');
  });
});
