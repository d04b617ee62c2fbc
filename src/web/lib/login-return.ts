import { paths } from './paths';

/** The query parameter of /login naming the page that sent the member there. */
export const RETURN_PARAM = 'returnTo';

/** Pages a logged-in member is bounced away from (spec §2): returning there would loop. */
const GUEST_PATHS = [
  paths.login(),
  paths.signup(),
  paths.findPW(),
  paths.findID(),
  // Every reset link, whatever its token.
  paths.resetPW('').replace(/\/$/, ''),
];

/** /login, remembering the same-site page (path, query and fragment) to come back to. */
export function loginPathReturningTo(path: string): string {
  return paths.login({ [RETURN_PARAM]: path });
}

/**
 * Where a login goes next: the page named in /login's query when it is a page of this site,
 * otherwise home. Anything that resolves to another origin ('//evil.example', '/\\evil.example',
 * 'https://…') is refused, so the parameter can never be an open redirect.
 */
export function returnPathAfterLogin(search: string, origin: string): string {
  const requested = new URLSearchParams(search).get(RETURN_PARAM);
  if (!requested?.startsWith('/')) return '/';
  let target: URL;
  try {
    target = new URL(requested, origin);
  } catch {
    return '/';
  }
  if (target.origin !== origin) return '/';
  if (GUEST_PATHS.some((path) => target.pathname === path || target.pathname.startsWith(`${path}/`)))
    return '/';
  return `${target.pathname}${target.search}${target.hash}`;
}
