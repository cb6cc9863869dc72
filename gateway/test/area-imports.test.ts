// Each area of the gateway (src/areas/<area>) keeps its REST calls, loaders and resolvers to itself:
// another area, or a file outside the areas, reaches them only through the area's index.ts. This
// reads every import in src and fails on one that reaches into another area's files, naming it.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf, packageImports, type Import, type PackageFolders } from '@practice/common/testing/import-graph';
import { describe, expect, it } from 'vitest';

const GATEWAY = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(GATEWAY, 'src');
const FOLDERS: PackageFolders = { root: GATEWAY, src: SRC };

/** `customers` for `src/areas/customers/resolvers.ts`; null for a file outside the areas. */
function areaOf(file: string): string | null {
  return /^src\/areas\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** The imports that reach another area's files other than its index.ts, as `from → to`. */
function reachesInside(imports: readonly Pick<Import, 'from' | 'to'>[]): string[] {
  return imports
    .filter(({ from, to }) => {
      const target = areaOf(to);
      return target !== null && target !== areaOf(from) && to !== `src/areas/${target}/index.ts`;
    })
    .map(({ from, to }) => `${from} → ${to}`);
}

describe('areas of the gateway', () => {
  // Types count too: an area's types are its own like the rest of its files.
  const imports = packageImports(FOLDERS).map(({ from, to }) => ({ from, to }));

  it('reads the imports between areas and into them', () => {
    expect(imports).toContainEqual({ from: 'src/areas/print/resolvers.ts', to: 'src/areas/companies/index.ts' });
    expect(imports).toContainEqual({ from: 'src/areas.ts', to: 'src/areas/customers/index.ts' });
    expect(imports).toContainEqual({ from: 'src/areas/customers/resolvers.ts', to: 'src/areas/customers/types.ts' });
  });

  it("reach another area's code only through its index.ts", () => {
    expect(reachesInside(imports), "imports of another area's own files").toEqual([]);
  });

  it('find an import into another area of any kind, from an area or from outside the areas', () => {
    const file = join(SRC, 'areas/notes/planted.ts');
    const planted = importsOf(
      FOLDERS,
      file,
      [
        "import { paths } from '../customers/paths.ts';",
        "import type { RestCompany } from '../companies/types.ts';",
        "export { taskLoaders } from '../tasks/loaders.ts';",
        "type Page = import('../reports/types.ts').RestTaskReport;",
        "const lazy = () => import('../users/resolvers.ts');",
        "import { formOf } from '../customer-fields/index.ts';",
        "import { noteCalls } from './calls.ts';",
        "import { payloadOf } from '../../errors.ts';",
      ].join('\n'),
    );
    expect(reachesInside(planted)).toEqual([
      'src/areas/notes/planted.ts → src/areas/customers/paths.ts',
      'src/areas/notes/planted.ts → src/areas/companies/types.ts',
      'src/areas/notes/planted.ts → src/areas/tasks/loaders.ts',
      'src/areas/notes/planted.ts → src/areas/reports/types.ts',
      'src/areas/notes/planted.ts → src/areas/users/resolvers.ts',
    ]);
    const outside = importsOf(FOLDERS, join(SRC, 'planted.ts'), "import { customerLoaders } from './areas/customers/loaders.ts';");
    expect(reachesInside(outside)).toEqual(['src/planted.ts → src/areas/customers/loaders.ts']);
  });
});
