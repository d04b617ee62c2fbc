/**
 * Ends the current task so the browser can paint and answer input before the next piece of work:
 * on a phone the app's start-up is several pieces of 15–60 ms, which together would be one long task.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
