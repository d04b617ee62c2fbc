import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

describe('theme contrast', () => {
  const light = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).light;

  it('fills red and blue with the first shade that carries white text at 4.5:1', () => {
    expect(light['--mantine-color-red-filled']).toBe('var(--mantine-color-red-8)');
    expect(light['--mantine-color-red-filled-hover']).toBe('var(--mantine-color-red-9)');
    expect(light['--mantine-color-blue-filled']).toBe('var(--mantine-color-blue-8)');
  });

  it("writes field errors in a red that reads at 4.5:1 on white (Mantine's shade 6 is 3.3:1)", () => {
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-9)');
  });

  it("keeps the brand's primary shade, which already passes", () => {
    expect(light['--mantine-color-emerald-filled']).toBeUndefined();
  });
});
