/**
 * A server-rendered page carries the styles of its own markup inline and names the app's stylesheets
 * as preloads (src/server/modules/ssr/critical-css.ts), so they do not hold back its first paint.
 * They apply once the page has painted, before the app renders: every view after the first needs them.
 */
export function applyDeferredStylesheets(): void {
  for (const preload of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')) {
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.crossOrigin = '';
    stylesheet.href = preload.getAttribute('href') ?? '';
    preload.replaceWith(stylesheet);
  }
}
