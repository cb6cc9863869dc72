import { describe, expect, it } from 'vitest';
import { chunkFileName, staticallyReached } from '../vite/chunks';

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

const common = '/repo/common/src';

/** The workspace's own barrel, which re-exports whole modules (`export * from`). */
const workspaceGraph: Record<string, { code: string; importedIds: string[] }> = {
  '/repo/web/src/routes.tsx': {
    code: 'import { TASK_STATUSES } from "@practice/common";\nexport const routes = [];\n',
    importedIds: [`${common}/index.ts`],
  },
  [`${common}/index.ts`]: {
    code: 'export * from "./task-status.ts";\nexport * from "./cards.ts";\n',
    importedIds: [`${common}/task-status.ts`, `${common}/cards.ts`],
  },
  [`${common}/task-status.ts`]: { code: 'import { pt } from "./labels.ts";\nexport const TASK_STATUSES = [];\nexport function statusLabel() {}\n', importedIds: [`${common}/labels.ts`] },
  [`${common}/labels.ts`]: { code: 'export const pt = {};', importedIds: [] },
  [`${common}/cards.ts`]: { code: 'export const CARD_BRANDS = [];\n', importedIds: [] },
};

describe('staticallyReached', () => {
  it('reads a workspace barrel of `export *` through the modules it re-exports', () => {
    const reached = staticallyReached(['/repo/web/src/routes.tsx'], { getModuleInfo: (id) => workspaceGraph[id] ?? null });
    expect([...reached].sort()).toEqual(['/repo/web/src/routes.tsx', `${common}/labels.ts`, `${common}/task-status.ts`].sort());
  });

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

describe('chunkFileName', () => {
  it('names the groups, and the screens and queries by their hash alone', () => {
    expect(chunkFileName({ name: 'app' })).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ name: 'rolldown-runtime' })).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ name: 'CustomerDetailsPage' })).toBe('assets/[hash].js');
    expect(chunkFileName({ name: 'CustomerDetailsPageQuery.graphql' })).toBe('assets/[hash].js');
  });
});
