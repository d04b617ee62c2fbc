import { type ComponentType, use, useEffect } from 'react';
import { type Location, Navigate, useLocation } from 'react-router';
import { alertDialog } from '../components/dialogs';
import { openAppPart } from '../i18n/i18n';
import { refreshSession } from '../lib/api-client';
import { loginPathReturningTo } from '../lib/login-return';
import { clearSession, readSession } from '../lib/session';
import { type Access, runGuard } from './guard';
import { type RouteEntry, routeEntryAt } from './route-table';

/** What a route shows once its guard has answered: its page, or where the guard sends the reader. */
export type Resolution = { Page: ComponentType } | { redirect: string };

/** A promise; one marked fulfilled, with its value, is read by React's `use` without waiting. */
type Resolving = Promise<Resolution>;

/** The page's code and the parts of the texts it reads beyond the public pages'. */
export async function loadPage(entry: RouteEntry): Promise<ComponentType> {
  const [page] = await Promise.all([entry.page(), entry.texts && openAppPart(...entry.texts)]);
  return page.default;
}

/** The navigation guard of spec §2 for a location: where to send the reader, or null to show it. */
export async function guardTarget(access: Access, location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  const target = await runGuard(access, {
    readSession,
    clearSession,
    refresh: refreshSession,
    alert: (message) => alertDialog(message),
    warn: (message) => console.warn(message),
    now: () => Date.now(),
  });
  if (target === '/login')
    return loginPathReturningTo(`${location.pathname}${location.search}${location.hash}`);
  return target;
}

/**
 * Each route's answer for the location shown, by `<location key> <route>`. Kept while the location is
 * shown, so the page renders again without asking; forgotten once the reader leaves it, so coming
 * back (the back button, after a logout) asks the guard again.
 */
const resolutions = new Map<string, Resolving>();
const resolutionKey = (locationKey: string, route: string) => `${locationKey} ${route}`;

function resolutionFor(locationKey: string, route: string, resolve: () => Promise<Resolution>): Resolving {
  const key = resolutionKey(locationKey, route);
  let resolving = resolutions.get(key);
  if (!resolving) {
    resolving = resolve();
    resolutions.set(key, resolving);
  }
  return resolving;
}

/**
 * The answer for a route at a location, given before rendering: a page the server renders or the
 * browser hydrates must render at once (hydration cannot wait for a promise).
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
}

/** The guard's answer and the page's code for a route at a location: asked once while it is shown. */
function resolveRoute(location: Location, { route, access, load }: GuardedRouteProps): Promise<Resolution> {
  return resolutionFor(location.key, route, async () => {
    const [redirect, Page] = await Promise.all([guardTarget(access, location), load()]);
    return redirect ? { redirect } : { Page };
  });
}

/**
 * Starts the guard and the page's code for the route table's page at the location, from the root
 * layout: a lazy layout (the members', the console's) then loads beside its page instead of before
 * it, as the data router loaded a route's lazy parents and children at once.
 */
export function useMatchedPageStarted(): void {
  const location = useLocation();
  const entry = routeEntryAt(location.pathname)?.entry;
  // Its failure is shown by the page's own GuardedRoute, which reads the same promise.
  if (entry) resolveRoute(location, guardedRouteOf(entry)).catch(() => undefined);
}

export const guardedRouteOf = (entry: RouteEntry): GuardedRouteProps => ({
  route: entry.path,
  access: entry.access,
  load: () => loadPage(entry),
});

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
