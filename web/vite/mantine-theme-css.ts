import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/ui/theme.ts';

/** The stylesheet the entry imports (ui/entry-styles.ts) with the theme's CSS variables and responsive classes. */
export const THEME_CSS = 'virtual:practice/mantine-theme.css';
const RESOLVED_THEME_CSS = `\0${THEME_CSS}`;

/**
 * What MantineProvider writes into the page as it first renders, for this theme and its variables
 * resolver in the light scheme: the variables that differ from Mantine's stylesheet and the
 * `hiddenFrom`/`visibleFrom` classes of the theme's breakpoints.
 */
export function themeStyles(): string {
  const markup = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }));
  const styles = [...markup.matchAll(/<style data-mantine-styles="(?:true|classes)"[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
  if (styles.length !== 2) throw new Error(`MantineProvider wrote ${styles.length} of its 2 stylesheets: vite/mantine-theme-css.ts must learn its new markup`);
  return `${styles.join('\n')}\n`;
}

/**
 * The theme's CSS variables and responsive classes as a stylesheet made when the app is built,
 * instead of computed and written by MantineProvider in the browser as the app starts (App.tsx turns
 * that off with `withCssVariables` and `withGlobalClasses`): the first render does less, and the
 * page's first paint already has the theme's colors.
 */
export function mantineThemeCss(): Plugin {
  return {
    name: 'practice:mantine-theme-css',
    enforce: 'pre',
    resolveId(source) {
      return source === THEME_CSS ? RESOLVED_THEME_CSS : null;
    },
    load(id) {
      return id === RESOLVED_THEME_CSS ? themeStyles() : null;
    },
  };
}
