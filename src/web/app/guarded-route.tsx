import { type ComponentType, use, useEffect } from 'react';
import { type Location, Navigate, Outlet, useLocation } from 'react-router';
import { alertDialog } from '../components/dialogs';
import { openAppPart } from '../i18n/i18n';
import { refreshSession } from '../lib/api-client';
import { loginPathReturningTo } from '../lib/login-return';
import { entryOf } from '../lib/map-entry';
import { paths } from '../lib/paths';
import { clearSession, readSession } from '../lib/session';
import { type Access, runGuard } from './guard';
import { startLayoutOf } from './lazy-layouts';
import { type RouteEntry, routeEntryAt } from './route-table';

/** What a route shows once its guard has answered: its page, or where the guard sends the reader. */
export type Resolution = { Page: ComponentType } | { redirect: string };

/** The key React Router gives a location loaded afresh, and the server's `StaticRouter` its own. */
export const FRESH_LOCATION_KEY = 'default';

/** The page's code and the parts of the texts it reads beyond the public pages'. */
export async function loadPage(entry: RouteEntry): Promise<ComponentType> {
  const [page] = await Promise.all([entry.page(), entry.texts && openAppPart(...entry.texts)]);
  return page.default;
}

/** The navigation guard of spec §2 for a location: where to send the reader, or null to show it. */
async function guardTarget(access: Access, location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  const target = await runGuard(access, {
    readSession,
    clearSession,
    refresh: refreshSession,
    alert: (message) => alertDialog(message),
    warn: (message) => console.warn(message),
    now: () => Date.now(),
  });
  if (target === paths.login())
    return loginPathReturningTo(`${location.pathname}${location.search}${location.hash}`);
  return target;
}

/**
 * Each route's answer for the location shown, by `<location key> <route>`. Kept while the location is
 * shown, so the page renders again without asking; forgotten once the reader leaves it, so coming
 * back (the back button, after a logout) asks the guard again.
 */
const resolutions = new Map<string, Promise<Resolution>>();
const resolutionKey = (locationKey: string, route: string) => `${locationKey} ${route}`;

const resolutionFor = (locationKey: string, route: string, resolve: () => Promise<Resolution>) =>
  entryOf(resolutions, resolutionKey(locationKey, route), resolve);

/**
 * The answer for a route at a location, given before rendering: a page the server renders or the
 * browser hydrates must render at once (hydration cannot wait for a promise). A promise marked
 * fulfilled, with its value, is read by React's `use` without waiting.
 */
export function settleResolution(locationKey: string, route: string, resolution: Resolution): void {
  resolutions.set(
    resolutionKey(locationKey, route),
    Object.assign(Promise.resolve(resolution), { status: 'fulfilled' as const, value: resolution }),
  );
}

/** Forgets the answers for every location but the one shown (see `resolutions`). */
export function useResolutionsOfShownLocationOnly(): void {
  const { key } = useLocation();
  useEffect(() => {
    for (const stored of resolutions.keys()) if (!stored.startsWith(`${key} `)) resolutions.delete(stored);
  }, [key]);
}

interface GuardedRouteProps {
  /** The route's path in the route table: with the location, what its answer is kept by. */
  route: string;
  access: Access;
  load: () => Promise<ComponentType>;
  /** The page's first requests, started once the guard lets the reader through. */
  prefetch?: (location: Pick<Location, 'pathname' | 'search'>) => void;
}

/** The guard's answer for a location, and the page's code: both at once, as the data router did. */
export async function answerFor(
  { access, load, prefetch }: Pick<GuardedRouteProps, 'access' | 'load' | 'prefetch'>,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): Promise<Resolution> {
  const guarded = guardTarget(access, location).then((redirect) => {
    if (!redirect) prefetch?.(location);
    return redirect;
  });
  const [redirect, Page] = await Promise.all([guarded, load()]);
  return redirect ? { redirect } : { Page };
}

/** The answer for a route at a location: asked once while it is shown. */
function resolveRoute(location: Location, route: GuardedRouteProps): Promise<Resolution> {
  return resolutionFor(location.key, route.route, () => answerFor(route, location));
}

/**
 * The root layout's outlet: the route table's page at the location is asked for above the layouts,
 * so a reader the guard sends away never sees the layout of the page they were refused (the members'
 * menu, the console's). Its lazy layout loads meanwhile; the page's `GuardedRoute` reads the answer.
 */
export function GuardedOutlet() {
  const location = useLocation();
  const entry = routeEntryAt(location.pathname)?.entry;
  if (entry) startLayoutOf(entry);
  const resolution = entry ? use(resolveRoute(location, guardedRouteOf(entry))) : null;
  if (resolution && 'redirect' in resolution) return <Navigate to={resolution.redirect} replace />;
  return <Outlet />;
}

export function guardedRouteOf(entry: RouteEntry): GuardedRouteProps {
  const { prefetch } = entry;
  return {
    route: entry.path,
    access: entry.access,
    load: () => loadPage(entry),
    // A failed prefetch is left to the page, which asks again as it renders and shows the failure.
    prefetch:
      prefetch &&
      ((location) =>
        void prefetch()
          .then((module) =>
            module.prefetch(
              routeEntryAt(location.pathname)?.params ?? {},
              new URLSearchParams(location.search),
            ),
          )
          .catch(() => undefined)),
  };
}

/**
 * A route behind the guard: its page once the guard lets the reader through and its code has
 * loaded (both at once, as the data router's loader and lazy route did). Until then the page shown
 * stays (a navigation is a transition), or, on a first load, the app's loading frame.
 */
export function GuardedRoute(props: GuardedRouteProps) {
  const resolution = use(resolveRoute(useLocation(), props));
  if ('redirect' in resolution) return <Navigate to={resolution.redirect} replace />;
  return <resolution.Page />;
}
