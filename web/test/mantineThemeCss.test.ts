import { describe, expect, it } from 'vitest';
import { themeStyles } from '../vite/mantine-theme-css.ts';

describe('the theme’s stylesheet made by the build', () => {
  const css = themeStyles();

  it('holds the variables MantineProvider would write: the brand palette and the readable text colors', () => {
    expect(css).toContain('--mantine-color-brand-7: #0a8098;');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled);');
    expect(css).toMatch(/:root\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-dimmed: #5c636a;/);
  });

  it('holds the responsive classes of the theme’s breakpoints', () => {
    expect(css).toContain('@media (min-width: 75em) {.mantine-hidden-from-md {display: none !important;}}');
    expect(css).toContain('@media (max-width: 47.99375em) {.mantine-visible-from-sm {display: none !important;}}');
  });
});
