import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/ui/theme.ts';

/** The stylesheet the entry imports (ui/entry-styles.ts) with the theme's CSS variables and responsive classes. */
export const THEME_CSS = 'virtual:practice/mantine-theme.css';
const RESOLVED_THEME_CSS = `\0${THEME_CSS}`;

/** The provider's parts that write those styles at run time, which the app turns off (App.tsx). */
const RUNTIME_STYLES = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/](MantineCssVariables[\\/]MantineCssVariables|MantineClasses[\\/]MantineClasses)\.mjs$/;

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
 * instead of computed and written by MantineProvider in the browser as the app starts: the code
 * that computes them (color functions, the variables resolver, some 3 KiB compressed) is left out
 * of the entry, and the first render does less.
 */
export function mantineThemeCss(): Plugin {
  return {
    name: 'practice:mantine-theme-css',
    enforce: 'pre',
    resolveId(source) {
      return source === THEME_CSS ? RESOLVED_THEME_CSS : null;
    },
    load(id) {
      if (id === RESOLVED_THEME_CSS) return themeStyles();
      if (RUNTIME_STYLES.test(id)) {
        const name = id.includes('MantineClasses') ? 'MantineClasses' : 'MantineCssVariables';
        return `export function ${name}() { return null; }\n`;
      }
      return null;
    },
  };
}
