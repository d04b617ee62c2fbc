// The font's faces are the entry's own stylesheet, which a rendered page never applies: it declares
// the faces its text uses inline, and the app the others (src/server/modules/ssr/critical-css.ts).
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import { appReady } from './ssr/app-ready';
import { keepFormsUntil } from './ssr/before-hydration';
import { declareRemainingFontFaces, loadAfterPaintAssets } from './ssr/deferred-styles';

/** Pretendard is `font-display: optional`: text whose face is loading stays hidden this long at most. */
const FONT_BLOCK_PERIOD_MS = 100;

/** A frame, then a task: the frame has painted by then. */
async function afterNextPaint(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A page the server rendered is shown as it arrived before the app takes it over: hydrating first
 * would hold its first paint behind the whole app's work (a second and more on a slow phone). Its
 * text shows once its font faces have loaded or their block period is over, so the app also waits
 * for that: the first frame starts the faces' loads.
 */
async function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return;
  await afterNextPaint();
  if (document.getElementById('root')?.hasChildNodes()) {
    await Promise.race([
      document.fonts.ready,
      new Promise((resolve) => setTimeout(resolve, FONT_BLOCK_PERIOD_MS)),
    ]);
    await afterNextPaint();
  }
}

keepFormsUntil(appReady);

// The app's code is a chunk of its own, fetched and run only here: run as the entry, it ran before the
// first paint and a slow phone's paint waited for it. A rendered page names it, its page's chunks and
// the app's stylesheets for this moment; a page rendered here has them in its head already.
void afterFirstPaint().then(async () => {
  loadAfterPaintAssets();
  // Without them, characters the page does not show are drawn in the system font on later pages.
  void declareRemainingFontFaces().catch(() => undefined);
  const { startApp } = await import('./app/app');
  await startApp();
});
