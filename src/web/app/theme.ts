import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  mergeThemeOverrides,
} from '@mantine/core';
import { Z_INDEX } from '@shared/constants';
import { PAGE_FONT_FAMILY } from '@shared/contract/server-render';
import { FALLBACK_FONT_STACK } from './fallback-fonts';

const emerald: MantineColorsTuple = [
  '#ecfdf5',
  '#d1fae5',
  '#a7f3d0',
  '#6ee7b7',
  '#34d399',
  '#10b981',
  '#059669',
  '#047857',
  '#065f46',
  '#064e3b',
];

const fontFamily = `'${PAGE_FONT_FAMILY}', 'Pretendard Variable', Pretendard, ${FALLBACK_FONT_STACK}, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif`;

/** Emerald primary, Pretendard, light only, and the spec's overlay levels (§9). */
export const theme = createTheme({
  primaryColor: 'emerald',
  primaryShade: 7,
  colors: { emerald },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    Modal: { defaultProps: { zIndex: Z_INDEX.modal } },
    Drawer: { defaultProps: { zIndex: Z_INDEX.modal } },
    Overlay: { defaultProps: { zIndex: Z_INDEX.overlay } },
    Menu: { defaultProps: { zIndex: Z_INDEX.menu } },
    // Select and autocomplete dropdowns also open inside dialogs, so they sit just above them.
    Popover: { defaultProps: { zIndex: Z_INDEX.modal + 10 } },
    Combobox: { defaultProps: { zIndex: Z_INDEX.modal + 10 } },
    Tooltip: { defaultProps: { zIndex: Z_INDEX.tooltip } },
  },
});

/** The theme with every dialog's and drawer's close button named in the reader's language. */
export function themeWithCloseLabel(label: string) {
  const closeButtonProps = { 'aria-label': label };
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    }),
  );
}

/**
 * Text on light (tinted) and outline variants: Mantine's shade 6 is about 3:1 on its tint, under
 * WCAG AA's 4.5:1 for small text. The darkest shade passes for every colour but yellow and orange,
 * which stay under 4.5:1 even at shade 9 and so get near-black text.
 */
function toneTextColor(color: string): string {
  return color === 'yellow' || color === 'orange'
    ? 'var(--mantine-color-dark-7)'
    : `var(--mantine-color-${color}-9)`;
}

/** WCAG 2 contrast of a #rrggbb colour against white text. */
function contrastWithWhite(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * red! + 0.7152 * green! + 0.0722 * blue! + 0.05);
}

/**
 * Filled buttons and badges carry white text on the primary shade (7), which is 3.8:1 for red and
 * 4.2:1 for blue. Each colour is filled with its first shade from 7 on that reaches 4.5:1, hovering
 * one darker; colours that never reach it (green, lime, yellow, orange) keep Mantine's and are not
 * used filled.
 */
function filledVariables(color: string, shades: readonly string[]): [string, string][] {
  const shade = [7, 8, 9].find((candidate) => contrastWithWhite(shades[candidate] ?? '#ffffff') >= 4.5);
  if (shade === undefined || shade === 7) return [];
  return [
    [`--mantine-color-${color}-filled`, `var(--mantine-color-${color}-${shade})`],
    [`--mantine-color-${color}-filled-hover`, `var(--mantine-color-${color}-${Math.min(shade + 1, 9)})`],
  ];
}

/**
 * Mantine's default "dimmed" grey is 3.3:1 on white, and its error red (shade 6, used for field
 * errors) 3.3:1; ours meet WCAG AA (4.5:1) everywhere.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(resolved.colors).flatMap(([color, shades]) => [
        [`--mantine-color-${color}-light-color`, toneTextColor(color)],
        [`--mantine-color-${color}-outline`, toneTextColor(color)],
        ...filledVariables(color, shades),
      ]),
    ),
  },
  dark: {},
});
