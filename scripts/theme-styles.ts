/**
 * What Mantine's provider writes into every page for the theme, as a stylesheet of the app
 * (src/web/app/theme-styles.css): the theme's CSS variables (15 KB) and the breakpoint classes of
 * `visibleFrom` and `hiddenFrom`. The app's stylesheet carries them, so a rendered page inlines only
 * the variables and classes its markup uses (decision 069).
 *
 *   npx tsx scripts/theme-styles.ts
 *
 * after a change to src/web/app/theme.ts: scripts/theme-styles.test.ts fails until then.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../src/web/app/theme';

export const THEME_STYLES_FILE = fileURLToPath(new URL('../src/web/app/theme-styles.css', import.meta.url));

/** The provider's styles: its variables (`true`) and its breakpoint classes (`classes`). */
const PROVIDER_STYLE = /<style data-mantine-styles="(?:true|classes)"[^>]*>([\s\S]*?)<\/style>/g;

export function themeStylesCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, forceColorScheme: 'light' }),
  );
  const styles = [...markup.matchAll(PROVIDER_STYLE)].map(([, css = '']) => css.trim());
  if (styles.length !== 2)
    throw new Error("Mantine's provider wrote no variables or no classes for the theme");
  return `/* Written by scripts/theme-styles.ts from src/web/app/theme.ts. */\n${styles.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(THEME_STYLES_FILE, themeStylesCss());
