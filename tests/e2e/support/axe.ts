import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeScope {
  /** Only this part of the page (e.g. `main`); the whole page when absent. */
  include?: string;
  /** Parts audited elsewhere, such as the my-page sidebar of the shell. */
  exclude?: string;
}

/** Serious and critical axe violations (every rule, WCAG 2 A/AA and best practice), one line each. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // A dialog fading in has its text at part opacity: axe would measure the contrast mid-fade.
  // (Endless ones, a loader's spin or a skeleton's pulse, never finish and are not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // Only violations are read: axe then details no passing or inapplicable node, which is most of its time.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

export async function expectAccessible(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await seriousViolations(page, scope)).toEqual([]);
}
