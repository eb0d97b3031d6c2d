// The brand: a violet taken from the logo, system fonts, rounded corners and soft shadows. Text colours that
// keep AA contrast (the dimmed grey among them) are CSS variables set by `readable-colors.ts`.
import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { messages } from '@vitrina/shared/messages';

const brand: MantineColorsTuple = [
  '#f3f0ff',
  '#e4ddfd',
  '#c6b7f8',
  '#a78ff3',
  '#8d6def',
  '#7b58ec',
  '#6b48e6',
  '#5b3fd1',
  '#4a32b0',
  '#3b278f',
];

export const BRAND_COLOR = brand[7];
export const SURFACE_COLOR = '#ffffff';
const CLOSE_LABEL = messages.shell.close;

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  black: '#1f1646',
  shadows: {
    xs: '0 1px 2px rgba(31, 22, 70, 0.06)',
    sm: '0 1px 3px rgba(31, 22, 70, 0.08), 0 1px 2px rgba(31, 22, 70, 0.04)',
    md: '0 8px 24px -8px rgba(31, 22, 70, 0.16)',
    lg: '0 16px 40px -12px rgba(31, 22, 70, 0.22)',
  },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Notification: { defaultProps: { radius: 'md', closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
    Modal: {
      // Every modal's close button says what it does to a screen reader.
      defaultProps: { radius: 'lg', centered: true, closeButtonProps: { 'aria-label': CLOSE_LABEL } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
    // A coloured menu item's text is shade 6 whatever shade is asked (3.3:1 for red on white), so destructive items
    // also set their text to red.9 (5.6:1).
    // Without the focusable placeholder Mantine puts first in a dropdown, a menu holds only its items (ARIA's
    // menu pattern), and opening it focuses the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});
