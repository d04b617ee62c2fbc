import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_STYLES_FILE, themeStylesCss } from './theme-styles';

describe("the theme's stylesheet", () => {
  it('is what Mantine writes for the theme today (else run `npx tsx scripts/theme-styles.ts`)', () => {
    const css = themeStylesCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-emerald-filled)');
    expect(css).toContain('.mantine-hidden-from-md');
    expect(readFileSync(THEME_STYLES_FILE, 'utf8')).toBe(css);
  });
});
