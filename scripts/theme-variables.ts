/**
 * The theme's CSS variables as a stylesheet of the app (src/web/app/theme-variables.css), written
 * from the theme by Mantine's own provider. The app's stylesheet carries them, so a rendered page
 * inlines only the ones its markup reads (decision 069). Mantine's provider would write all of them,
 * 15 KB, into every page's markup.
 *
 *   npx tsx scripts/theme-variables.ts
 *
 * after a change to src/web/app/theme.ts: scripts/theme-variables.test.ts fails until then.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../src/web/app/theme';

export const THEME_VARIABLES_FILE = fileURLToPath(
  new URL('../src/web/app/theme-variables.css', import.meta.url),
);

const VARIABLES_STYLE = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/;

export function themeVariablesCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, {
      theme,
      cssVariablesResolver,
      forceColorScheme: 'light',
      withGlobalClasses: false,
    }),
  );
  const css = VARIABLES_STYLE.exec(markup)?.[1]?.trim();
  if (!css) throw new Error("Mantine's provider wrote no variables for the theme");
  return `/* Written by scripts/theme-variables.ts from src/web/app/theme.ts. */\n${css}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeFileSync(THEME_VARIABLES_FILE, themeVariablesCss());
