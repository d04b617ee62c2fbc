// The font's faces are the entry's own stylesheet, which a rendered page never applies: it declares a
// face of its own for its text, and the app these (src/server/modules/ssr/page-styles.ts).
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import { onFirstOf } from './lib/on-first-of';
import { yieldToBrowser } from './lib/yield-to-browser';
import { appReady } from './ssr/app-ready';
import { keepFormsUntil } from './ssr/before-hydration';
import {
  applyAppStylesheetsWhenNeeded,
  declareRemainingFontFaces,
  loadAfterPaintAssets,
} from './ssr/deferred-styles';

/** Pretendard is `font-display: optional`: text whose face is loading stays hidden this long at most. */
const FONT_BLOCK_PERIOD_MS = 100;

/** What a reader does before new text can show: a link, a menu, a field typed into. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

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

/**
 * The faces for characters this page does not show are declared when the reader first acts. Adding
 * them has the browser lay the whole page out again (three more full layouts of /main, about 16 ms
 * on a desktop and four times that on a phone), and no text needs them until then: a face is
 * fetched only when text meets it, whenever it was declared. Without them, later pages would draw
 * those characters in the system font.
 */
function declareRemainingFacesOnFirstInteraction(): void {
  onFirstOf(FIRST_INTERACTIONS, () => void declareRemainingFontFaces().catch(() => undefined));
}

keepFormsUntil(appReady);
declareRemainingFacesOnFirstInteraction();
applyAppStylesheetsWhenNeeded();

// The app's code is a chunk of its own, fetched and run only here: run as the entry, it ran before the
// first paint and a slow phone's paint waited for it. A rendered page names it, its page's chunks and
// the app's stylesheets for this moment; a page rendered here has them in its head already.
void afterFirstPaint().then(async () => {
  await loadAfterPaintAssets();
  // React's code and the app's are evaluated in two tasks: as one module graph they were one task
  // of 100–170 ms on a slow phone.
  await import('react-dom/client');
  await yieldToBrowser();
  const { startApp } = await import('./app/app');
  await startApp();
});
