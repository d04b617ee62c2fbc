import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { paths } from '../lib/paths';
import { GuardedRoute, guardedRouteOf } from './guarded-route';
import { EmptyLayout } from './layouts/empty-layout';
import { RootLayout } from './layouts/root-layout';
import { StandardLayout } from './layouts/standard-layout';
import { AdminLayout, MyPageLayout } from './lazy-layouts';
import { NotFoundPage } from './not-found-page';
import { ADMIN_ROUTES, EMPTY_ROUTES, MYPAGE_ROUTES, type RouteEntry, STANDARD_ROUTES } from './route-table';

export interface RouteHandle {
  name: string;
  titleKey: string;
}

const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  element: <GuardedRoute {...guardedRouteOf(entry)} />,
});

const toMyPageHome = async () => () => <Navigate to={paths.myCourses()} replace />;

/**
 * Every route of spec §2, in React Router's declarative mode (decision 071): each page is a
 * `GuardedRoute`, which runs the guard and loads the page's code before it renders (the root layout's
 * `GuardedOutlet` reads the same answer above the layouts).
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to={paths.main()} replace /> },
      {
        element: <StandardLayout />,
        children: [
          ...STANDARD_ROUTES.map(toRoute),
          {
            path: '/mypage',
            element: <GuardedRoute route="/mypage" access="required" load={toMyPageHome} />,
          },
          { element: <MyPageLayout />, children: MYPAGE_ROUTES.map(toRoute) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { element: <EmptyLayout />, children: EMPTY_ROUTES.map(toRoute) },
      { element: <AdminLayout />, children: ADMIN_ROUTES.map(toRoute) },
    ],
  },
];

/** The app's pages, under a `BrowserRouter` in the browser and a `StaticRouter` on the server. */
export function AppRoutes() {
  return useRoutes(routes);
}
