import type { Plugin } from 'vite';

/** Mantine's AppShell sections, which import react-remove-scroll only for the name of one class. */
const APP_SHELL = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const SCROLL_CLASSES = '\0practice:remove-scroll-classes';

/**
 * The signed-in layout's AppShell reads `RemoveScroll.classNames.zeroRight` (a class name, so that a
 * modal's scroll lock keeps the header clear of the scroll bar), which would bring the whole scroll
 * lock (react-remove-scroll, its side car and styles, some 5 KB compressed) to every signed-in
 * screen. Its sections get the class names alone, from the package that defines them; a modal
 * still loads the real scroll lock with its own code.
 */
export function appShellScrollClasses(): Plugin {
  let constants: string | null = null;
  return {
    name: 'practice:app-shell-scroll-classes',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'react-remove-scroll' || !importer || !APP_SHELL.test(importer)) return null;
      if (!constants) {
        const scrollLock = await this.resolve(source, importer, { skipSelf: true });
        const resolved = scrollLock && (await this.resolve('react-remove-scroll-bar/constants', scrollLock.id, { skipSelf: true }));
        if (!resolved) return null;
        constants = resolved.id;
      }
      return SCROLL_CLASSES;
    },
    load(id) {
      if (id !== SCROLL_CLASSES || !constants) return null;
      return [
        `import { fullWidthClassName, zeroRightClassName } from ${JSON.stringify(constants)};`,
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      ].join('\n');
    },
  };
}
