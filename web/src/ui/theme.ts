import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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

/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` with each channel scaled by `factor` (below 1: darker). */
function darker(color: string, factor: number): string {
  return toHex(channels(color).map((channel) => channel * factor));
}

/** `color`, darkened in small steps until it reads at 4.5:1 on `background`. */
export function readableOn(color: string, background: string): string {
  let readable = color;
  while (contrastRatio(readable, background) < MIN_CONTRAST && readable !== '#000000') readable = darker(readable, 0.95);
  return readable;
}

const WHITE = '#ffffff';
/** The page background behind cards (gray-0). */
const PAGE = '#f8f9fa';

/**
 * Every color the light scheme draws text with reads at 4.5:1 at least (WCAG AA): secondary text
 * (`c="dimmed"`, Mantine's gray-6 reads 3.3:1) is darker; white on a filled button, a light variant's
 * text on its tint (lighter: shade 0), outlined and colored text, links and field errors take the
 * palette's shade when it is dark enough and a darkened one when it is not (red, orange, teal, green).
 * The brand's own shades already pass on white, so buttons keep their color.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-anchor': readableOn(resolved.colors[resolved.primaryColor]![7], PAGE),
    '--mantine-color-error': readableOn(resolved.colors.red![7], PAGE),
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const filled = readableOn(shades[7], WHITE);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darker(filled, 0.9);
    light[`--mantine-color-${name}-text`] = readableOn(filled, PAGE);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light`] = shades[0];
    light[`--mantine-color-${name}-light-hover`] = shades[1];
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
  }
  return { variables: {}, light, dark: {} };
};
