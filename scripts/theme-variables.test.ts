import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_VARIABLES_FILE, themeVariablesCss } from './theme-variables';

describe("the theme's variables stylesheet", () => {
  it('is what Mantine writes for the theme today (else run `npx tsx scripts/theme-variables.ts`)', () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-emerald-filled)');
    expect(readFileSync(THEME_VARIABLES_FILE, 'utf8')).toBe(css);
  });
});
