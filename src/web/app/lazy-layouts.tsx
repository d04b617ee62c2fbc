import { lazy } from 'react';
import { ADMIN_ROUTES, MYPAGE_ROUTES, type RouteEntry } from './route-table';

// Lazy: members' pages are rendered in the browser, and public pages never need them; the admin
// console's code never reaches members' browsers. Their texts come with their pages (`texts`).
const loadMyPageLayout = () => import('./layouts/mypage-layout');
const loadAdminLayout = () => import('./layouts/admin-layout');

export const MyPageLayout = lazy(() =>
  loadMyPageLayout().then((module) => ({ default: module.MyPageLayout })),
);
export const AdminLayout = lazy(() => loadAdminLayout().then((module) => ({ default: module.AdminLayout })));

/**
 * Starts loading the lazy layout a page of the route table renders in, beside the page's own code:
 * the layout would otherwise start only once the page's guard had answered.
 */
export function startLayoutOf(entry: RouteEntry): void {
  const load = MYPAGE_ROUTES.includes(entry)
    ? loadMyPageLayout
    : ADMIN_ROUTES.includes(entry)
      ? loadAdminLayout
      : null;
  // A failure shows where the layout renders (React.lazy loads it again).
  load?.().catch(() => undefined);
}
