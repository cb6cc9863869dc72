import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** A module's specifiers: `import … from`, `export … from`, bare `import '…'` and `import('…')`, types included. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

/** Comments, so that an example in a comment is not read as an import. Strings stay, since specifiers are strings. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The module of `known` a relative specifier names, as Vite resolves it (with or without its extension, or a folder's index). */
function resolveRelative(from: string, specifier: string, known: Map<string, string>): string | null {
  const base = relative(SRC, resolve(SRC, dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => known.has(candidate)) ?? null;
}

/** Each module (its path from `src` → its code, Relay's artifacts included) → the modules among them it imports. */
export function importGraph(files: Map<string, string>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, code] of files) {
    const imports = new Set<string>();
    for (const [, specifier] of withoutComments(code).matchAll(SPECIFIER)) {
      if (!specifier!.startsWith('.')) continue;
      const target = resolveRelative(file, specifier!, files);
      if (target) imports.add(target);
    }
    graph.set(file, imports);
  }
  return graph;
}

/** `features/notes/NoteItem.tsx` → `notes`; outside the features, null. */
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file.split(sep).join('/'))?.[1] ?? null;

/** Feature → the features its modules import, and one import that makes each link. */
function featureLinks(graph: Map<string, Set<string>>): Map<string, Map<string, string>> {
  const links = new Map<string, Map<string, string>>();
  for (const [file, imports] of graph) {
    const from = featureOf(file);
    if (!from) continue;
    for (const target of imports) {
      const to = featureOf(target);
      if (!to || to === from) continue;
      if (!links.has(from)) links.set(from, new Map());
      if (!links.get(from)!.has(to)) links.get(from)!.set(to, `${file} → ${target}`);
    }
  }
  return links;
}

/** Every circle among the features (Tarjan's strongly connected components of more than one), with the imports that close it. */
export function featureCycles(graph: Map<string, Set<string>>): string[][] {
  const links = featureLinks(graph);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of links.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const feature of links.keys()) if (!index.has(feature)) visit(feature);
  return components.map((component) =>
    component.flatMap((from) =>
      [...(links.get(from) ?? [])].filter(([to]) => component.includes(to)).map(([, through]) => through),
    ),
  );
}

/** Imports of a feature by a module of routing/. */
export function routingIntoFeatures(graph: Map<string, Set<string>>): string[] {
  return [...graph].flatMap(([file, imports]) =>
    file.split(sep)[0] === 'routing' ? [...imports].filter((target) => featureOf(target)).map((target) => `${file} → ${target}`) : [],
  );
}

const appFiles = () => new Map(sourceFiles(SRC).map((file) => [relative(SRC, file), readFileSync(file, 'utf8')]));

describe('imports between the parts of the web app', () => {
  it('make no circle between features, directly or through others', () => {
    expect(featureCycles(importGraph(appFiles()))).toEqual([]);
  });

  it('never lead from routing/ into a feature', () => {
    expect(routingIntoFeatures(importGraph(appFiles()))).toEqual([]);
  });

  it('are read from every kind of import, and a circle through several features is found', () => {
    // Three features in a circle, through a type import and a dynamic import; routing/ reaching into one.
    const files = new Map([
      ['features/customers/Planted.ts', "import { x } from '../appointments/Planted';\n"],
      ['features/appointments/Planted.ts', "import type { y } from '../tasks/Planted';\n// import '../users/Planted';\n"],
      ['features/tasks/Planted.ts', "export const load = () => import('../customers/Planted');\n"],
      ['features/users/Planted.ts', "import '../customers/Planted';\n"],
      ['routing/Planted.ts', "export { z } from '../features/customers/Planted';\n"],
    ]);
    const graph = importGraph(files);
    expect(featureCycles(graph).map((circle) => circle.sort())).toEqual([
      [
        'features/appointments/Planted.ts → features/tasks/Planted.ts',
        'features/customers/Planted.ts → features/appointments/Planted.ts',
        'features/tasks/Planted.ts → features/customers/Planted.ts',
      ],
    ]);
    expect(routingIntoFeatures(graph)).toEqual(['routing/Planted.ts → features/customers/Planted.ts']);
  });
});
