import '@mantine/core/styles.css';
// The theme's variables and breakpoint classes, after Mantine's own: written by scripts/theme-styles.ts.
import './theme-styles.css';
import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ContextType, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { themeWithCloseLabel } from './theme';

const noColorSchemeChange = () => undefined;

const MANTINE_CONTEXT: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: noColorSchemeChange,
  clearColorScheme: noColorSchemeChange,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

/** The browser's one query client, or the server's own for the page it renders. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => themeWithCloseLabel(closeLabel), [closeLabel]);
  return (
    // The theme's styles are the app's stylesheet's (theme-styles.css), not a style in every page.
    <MantineContext.Provider value={MANTINE_CONTEXT}>
      <MantineThemeProvider theme={theme}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineThemeProvider>
    </MantineContext.Provider>
  );
}
