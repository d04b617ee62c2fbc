import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { Z_INDEX } from '@shared/constants';

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

const fontFamily =
  "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";

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

/** Mantine's default "dimmed" grey is 3.3:1 on white; ours meets WCAG AA (4.5:1) everywhere. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
