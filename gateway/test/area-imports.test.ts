// Each area of the gateway (src/areas/<area>) keeps its REST calls, loaders and resolvers to itself:
// another area, or a file outside the areas, reaches them only through the area's index.ts. This
// reads every import in src and fails on one that reaches into another area's files, naming it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const GATEWAY = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(GATEWAY, 'src');

interface Import {
  /** Both relative to the gateway folder, with forward slashes: `src/areas/customers/resolvers.ts`. */
  from: string;
  to: string;
}

const slashed = (path: string) => path.split('\\').join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, or null for a package or a file outside src. */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = resolve(dirname(file), specifier);
  const found = [target, `${target}.ts`, join(target, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
  if (!found || relative(SRC, found).startsWith('..')) return null;
  return found;
}

/** Every import and re-export of `file` that names another file of src, static, dynamic or of types only. */
function importsOf(file: string, text = readFileSync(file, 'utf8')): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: Import[] = [];
  const add = (specifier: ts.Expression | undefined) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const target = resolveSpecifier(file, specifier.text);
    if (target) found.push({ from: slashed(relative(GATEWAY, file)), to: slashed(relative(GATEWAY, target)) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `customers` for `src/areas/customers/resolvers.ts`; null for a file outside the areas. */
function areaOf(file: string): string | null {
  return /^src\/areas\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** The imports that reach another area's files other than its index.ts, as `from → to`. */
function reachesInside(imports: readonly Import[]): string[] {
  return imports
    .filter(({ from, to }) => {
      const target = areaOf(to);
      return target !== null && target !== areaOf(from) && to !== `src/areas/${target}/index.ts`;
    })
    .map(({ from, to }) => `${from} → ${to}`);
}

describe('areas of the gateway', () => {
  const imports = sourceFiles(SRC).flatMap((file) => importsOf(file));

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
    const outside = importsOf(join(SRC, 'planted.ts'), "import { customerLoaders } from './areas/customers/loaders.ts';");
    expect(reachesInside(outside)).toEqual(['src/planted.ts → src/areas/customers/loaders.ts']);
  });
});
