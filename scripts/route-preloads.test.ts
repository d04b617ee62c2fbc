import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, EMPTY_ROUTES, MYPAGE_ROUTES, STANDARD_ROUTES } from '../src/web/app/route-table';
import { routeModules, routeTitles } from './route-preloads';

describe('route preloads', () => {
  it('reads every route of the route table with its page module', () => {
    const read = routeModules(readFileSync('src/web/app/route-table.ts', 'utf8'));
    const table = [...STANDARD_ROUTES, ...MYPAGE_ROUTES, ...EMPTY_ROUTES, ...ADMIN_ROUTES];
    expect(read.map((route) => route.path).sort()).toEqual(table.map((route) => route.path).sort());
    expect(read).toContainEqual({
      path: '/courseDetail/:contentsid',
      titleKey: 'routes.courseDetail',
      module: './course-page',
      texts: [],
    });
  });

  it('gives every route its title in each language, from the texts the app titles it with', () => {
    const titleOf = routeTitles();
    const table = [...STANDARD_ROUTES, ...MYPAGE_ROUTES, ...EMPTY_ROUTES, ...ADMIN_ROUTES];
    for (const route of table) {
      const titles = titleOf(route.titleKey);
      expect(
        Object.values(titles).every((title) => title.length > 0),
        route.path,
      ).toBe(true);
    }
    expect(titleOf('routes.faq')).toEqual({ ko: '자주 묻는 질문', en: 'FAQ', ja: 'よくある質問' });
    expect(titleOf('admin.nav.members').ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(() => titleOf('routes.noSuchPage')).toThrow(/routes.noSuchPage/);
  });

  it("reads each route's parts of the texts, as the router loads them", () => {
    const read = routeModules(readFileSync('src/web/app/route-table.ts', 'utf8'));
    const table = [...STANDARD_ROUTES, ...MYPAGE_ROUTES, ...EMPTY_ROUTES, ...ADMIN_ROUTES];
    const partsOf = (routes: { path: string; texts?: string[] }[]) =>
      Object.fromEntries(routes.map((route) => [route.path, route.texts ?? []]));
    expect(partsOf(read)).toEqual(partsOf(table));
    expect(partsOf(read)['/payment']).toEqual(['members']);
    expect(partsOf(read)['/admin/orders']).toEqual(['admin', 'members', 'account']);
  });

  it("reads each route's prefetch module, as the router imports it", () => {
    const read = routeModules(readFileSync('src/web/app/route-table.ts', 'utf8'));
    const table = [...STANDARD_ROUTES, ...MYPAGE_ROUTES, ...EMPTY_ROUTES, ...ADMIN_ROUTES];
    expect(
      read
        .filter((route) => route.prefetch)
        .map((route) => route.path)
        .sort(),
    ).toEqual(
      table
        .filter((route) => route.prefetch)
        .map((route) => route.path)
        .sort(),
    );
    expect(read.find((route) => route.path === '/player/:contentsid')?.prefetch).toBe(
      '../features/learning/prefetch-player',
    );
  });
});
