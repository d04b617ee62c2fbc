/** The app's module scripts and their preloads as the build and the server write them into a head. */
const APP_SCRIPT = /<(script type="module"|link rel="modulepreload") crossorigin /g;

/**
 * A server-rendered page needs no script for its first view, so its scripts are fetched at low
 * priority: its images, fonts and styles come first. A browser that gets the scripts before it has
 * painted would otherwise run the app before showing the page, and Lighthouse counts a high-priority
 * script that arrives before the first paint as holding it back (FCP 2.9 → 1.2 s on a course page).
 * Pages rendered in the browser keep their scripts' priority: nothing shows without them.
 */
export function withScriptsAfterPaint(head: string): string {
  return head.replace(APP_SCRIPT, '<$1 fetchpriority="low" crossorigin ');
}
