import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  Navigate,
  type RouteObject,
  redirect,
} from 'react-router';
import { alertDialog } from '../components/dialogs';
import { openAppPart } from '../i18n/i18n';
import { refreshSession } from '../lib/api-client';
import { loginPathReturningTo } from '../lib/login-return';
import { clearSession, readSession } from '../lib/session';
import { type Access, runGuard } from './guard';
import { EmptyLayout } from './layouts/empty-layout';
import { RootLayout } from './layouts/root-layout';
import { StandardLayout } from './layouts/standard-layout';
import { NotFoundPage } from './not-found-page';
import { ADMIN_ROUTES, EMPTY_ROUTES, MYPAGE_ROUTES, type RouteEntry, STANDARD_ROUTES } from './route-table';

export interface RouteHandle {
  name: string;
  titleKey: string;
}

function guardLoader(access: Access): LoaderFunction {
  return async ({ request }) => {
    const target = await runGuard(access, {
      readSession,
      clearSession,
      refresh: refreshSession,
      alert: (message) => alertDialog(message),
      warn: (message) => console.warn(message),
      now: () => Date.now(),
    });
    if (target === '/login') {
      const { pathname, search, hash } = new URL(request.url);
      throw redirect(loginPathReturningTo(`${pathname}${search}${hash}`));
    }
    if (target) throw redirect(target);
    return null;
  };
}

function toRoute(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    loader: guardLoader(entry.access),
    handle: { name: entry.name, titleKey: entry.titleKey } satisfies RouteHandle,
    lazy: async () => {
      const [page] = await Promise.all([entry.page(), entry.texts && openAppPart(...entry.texts)]);
      return { Component: page.default };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The first page's guard runs before anything renders; an empty frame avoids a flash.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      { path: '/', element: <Navigate to="/main" replace /> },
      {
        element: <StandardLayout />,
        children: [
          ...STANDARD_ROUTES.map(toRoute),
          {
            path: '/mypage',
            loader: guardLoader('required'),
            element: <Navigate to="/mypage/courses" replace />,
          },
          {
            // Lazy: members' pages are rendered in the browser, and public pages never need it.
            lazy: async () => ({ Component: (await import('./layouts/mypage-layout')).MyPageLayout }),
            children: MYPAGE_ROUTES.map(toRoute),
          },
          { path: '*', element: <NotFoundPage />, handle: { name: 'notFound', titleKey: 'routes.notFound' } },
        ],
      },
      { element: <EmptyLayout />, children: EMPTY_ROUTES.map(toRoute) },
      {
        // Lazy, so the admin console's code never reaches members' browsers. Its texts come with its
        // pages (the route table's `texts`).
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
        children: ADMIN_ROUTES.map(toRoute),
      },
    ],
  },
];

/** With the server's state, the router starts from the page the server rendered instead of loading it. */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
