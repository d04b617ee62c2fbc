/**
 * Runs `action` once, at the first of these events anywhere on the page: listened to on the window,
 * before the page's own handlers, and passively. The answer stops listening without running it.
 */
export function onFirstOf(types: readonly string[], action: () => void): () => void {
  const stop = () => {
    for (const type of types) window.removeEventListener(type, run, true);
  };
  function run() {
    stop();
    action();
  }
  for (const type of types) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
