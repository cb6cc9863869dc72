import { describe, expect, it } from 'vitest';
import { staticallyReached } from '../vite/chunks';

const core = '/repo/node_modules/@mantine/core/esm';

/** A module graph as rolldown describes it: each module's code and the ids it imports. */
const graph: Record<string, { code: string; importedIds: string[] }> = {
  '/repo/web/src/layouts/Shell.tsx': {
    code: 'import { AppShell, Burger as MenuButton } from "@mantine/core";\nimport { notify } from "../ui/notify";\n',
    importedIds: [`${core}/index.mjs`, '/repo/web/src/ui/notify.ts'],
  },
  '/repo/web/src/ui/notify.ts': { code: 'export const notify = {};', importedIds: [] },
  [`${core}/index.mjs`]: {
    code: [
      'import { AppShell } from "./components/AppShell/AppShell.mjs";',
      'import { Burger } from "./components/Burger/Burger.mjs";',
      'import { Menu } from "./components/Menu/Menu.mjs";',
      'export { AppShell, Burger, Menu };',
    ].join('\n'),
    importedIds: [`${core}/components/AppShell/AppShell.mjs`, `${core}/components/Burger/Burger.mjs`, `${core}/components/Menu/Menu.mjs`],
  },
  [`${core}/components/AppShell/AppShell.mjs`]: { code: '', importedIds: [`${core}/core/Box/Box.mjs`] },
  [`${core}/components/Burger/Burger.mjs`]: { code: '', importedIds: [] },
  [`${core}/components/Menu/Menu.mjs`]: { code: '', importedIds: ['/repo/node_modules/@floating-ui/react/dist/index.mjs'] },
  [`${core}/core/Box/Box.mjs`]: { code: '', importedIds: [] },
};

describe('staticallyReached', () => {
  it('follows imports, and through a package barrel only the modules of the names imported from it', () => {
    const reached = staticallyReached(['/repo/web/src/layouts/Shell.tsx'], { getModuleInfo: (id) => graph[id] ?? null });
    expect([...reached].sort()).toEqual(
      [
        '/repo/web/src/layouts/Shell.tsx',
        '/repo/web/src/ui/notify.ts',
        `${core}/components/AppShell/AppShell.mjs`,
        `${core}/components/Burger/Burger.mjs`,
        `${core}/core/Box/Box.mjs`,
      ].sort(),
    );
  });
});
