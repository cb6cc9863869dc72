import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A calm teal-blue: trustworthy for health and care practices without feeling clinical. */
const brand: MantineColorsTuple = [
  '#e7f6f8',
  '#d3ebef',
  '#a3d4de',
  '#70bccc',
  '#47a8bd',
  '#2d9cb3',
  '#1c95ae',
  '#0a8098',
  '#007288',
  '#006277',
];

const fontFamily =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  /** The product's screen sizes: side menu from 1200 px (md), hamburger below. */
  breakpoints: {
    xs: '0em',
    sm: '48em',
    md: '75em',
    lg: '90em',
    xl: '120em',
  },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
    Notification: { defaultProps: { radius: 'md', withBorder: true } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
    Modal: { defaultProps: { radius: 'lg', centered: true } },
  },
});
