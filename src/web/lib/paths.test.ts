import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, EMPTY_ROUTES, MYPAGE_ROUTES, STANDARD_ROUTES } from '../app/route-table';
import { paths } from './paths';

const patterns = [...STANDARD_ROUTES, ...MYPAGE_ROUTES, ...EMPTY_ROUTES, ...ADMIN_ROUTES].map(
  (route) => route.path,
);
const routeOf = (href: string) => {
  const pathname = href.split('?')[0]!;
  return patterns.find((pattern) => matchPath(pattern, pathname));
};

describe('paths', () => {
  it('leads to a route of the table for every page', () => {
    const hrefs = [
      ...Object.values(paths)
        .filter((entry) => typeof entry === 'function')
        .map((entry) => (entry as (arg: never) => string)(1 as never)),
      ...Object.values(paths.admin).map((entry) => (entry as (arg: never) => string)(1 as never)),
    ];
    for (const href of hrefs) expect(routeOf(href), href).toBeDefined();
  });

  it("spells the spec's paths and query strings", () => {
    expect(paths.courseDetail(13)).toBe('/courseDetail/13');
    expect(paths.payment(13)).toBe('/payment?contentsid=13');
    expect(paths.terms(2)).toBe('/terms?tab=2');
    expect(paths.paymentHistory({ tab: 'membership', paymentid: 7 })).toBe(
      '/mypage/paymentHistory?tab=membership&paymentid=7',
    );
    expect(paths.paymentFail({ code: 'PAY_PROCESS_CANCELED', orderId: 'o-1' })).toBe(
      '/paymentFail?code=PAY_PROCESS_CANCELED&orderId=o-1',
    );
    expect(paths.paymentMethod()).toBe('/paymentMethod');
    expect(paths.paymentMethod('membership')).toBe('/paymentMethod/membership');
    expect(paths.admin.course('new')).toBe('/admin/courses/new');
  });
});
