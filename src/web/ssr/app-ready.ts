let markReady: () => void = () => undefined;

/** Resolves once the app has rendered or hydrated the page and handles its controls. */
export const appReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Called by the app's root layout once it has rendered. The page says so too (`data-app-ready`):
 * the end-to-end tests wait for it after a page load.
 */
export function markAppReady(): void {
  document.documentElement.dataset.appReady = 'true';
  markReady();
}
