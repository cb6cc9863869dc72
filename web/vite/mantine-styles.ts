import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/** A Mantine component's class names (`Button.module.mjs`), and the package it is from. */
const CLASS_NAMES = /[\\/]node_modules[\\/]@mantine[\\/](core|dates)[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;

/**
 * Each Mantine component's stylesheet goes where its code goes: the module of its class names imports
 * it (`@mantine/core/styles/Button.layer.css`; the dates package has one stylesheet), so a page
 * downloads the styles of the components it draws, with them, instead of the whole library's.
 * The base styles (reset, variables, global classes) come with the entry (ui/entry-styles.ts).
 */
export function mantineComponentStyles(): Plugin {
  return {
    name: 'practice:mantine-component-styles',
    enforce: 'pre',
    transform(code, id) {
      const match = CLASS_NAMES.exec(id);
      if (!match) return null;
      const [, pkg, component] = match;
      const stylesheet = pkg === 'core' ? `styles/${component}.layer.css` : 'styles.layer.css';
      const root = id.slice(0, id.lastIndexOf(`@mantine/${pkg}/`) + `@mantine/${pkg}/`.length);
      if (!existsSync(root + stylesheet)) return null;
      return { code: `import "@mantine/${pkg}/${stylesheet}";\n${code}`, map: null };
    },
  };
}
