import { describe, expect, it } from 'vitest';
import { packageOf } from '../vite/bundle-report';

describe('packageOf', () => {
  const root = '/repo';

  it('names the package of a file installed by pnpm, scoped or not', () => {
    expect(packageOf('/repo/node_modules/.pnpm/@mantine+core@9.7.3_react@19/node_modules/@mantine/core/esm/components/Box/Box.mjs', root)).toEqual({
      id: 'node_modules/@mantine/core/esm/components/Box/Box.mjs',
      package: '@mantine/core',
    });
    expect(packageOf('/repo/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js', root).package).toBe('react-dom');
  });

  it("counts the app's own source and the shared rules apart from the packages", () => {
    expect(packageOf('/repo/web/src/routes.tsx', root)).toEqual({ id: 'web/src/routes.tsx', package: 'app' });
    expect(packageOf('/repo/common/src/dates.ts', root)).toEqual({ id: 'common/src/dates.ts', package: '@practice/common' });
    expect(packageOf('\0vite/preload-helper.js', root)).toEqual({ id: 'vite/preload-helper.js', package: 'app' });
  });
});
