// The api's areas (src/modules/<area>) depend on each other in one direction only: this reads every
// import in src and fails on any circle between areas, naming the imports that close it.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageImports, type Import } from '@practice/common/testing/import-graph';
import { describe, expect, it } from 'vitest';

const API = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(API, 'src');

/** `customers` for `src/modules/customers/routes.ts`; null for a file outside the areas. */
function areaOf(file: string): string | null {
  return /^src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** Area → the areas it depends on, each with one chain of imports that shows it. */
type AreaGraph = Map<string, Map<string, string[]>>;

/**
 * An area depends on another when one of its files imports one of the other's (a type too), or
 * loads a file outside the areas that loads one of the other's at run time, through any number of
 * such files (deps.ts only names billing's types, so it ties no area to billing).
 */
function areaGraph(imports: readonly Import[]): AreaGraph {
  const byFile = new Map<string, Import[]>();
  for (const edge of imports) byFile.set(edge.from, [...(byFile.get(edge.from) ?? []), edge]);
  const graph: AreaGraph = new Map();
  const depend = (area: string, other: string, chain: string[]) => {
    if (area === other) return;
    const edges = graph.get(area) ?? new Map<string, string[]>();
    graph.set(area, edges);
    if (!edges.has(other)) edges.set(other, chain);
  };
  for (const [file, edges] of byFile) {
    const area = areaOf(file);
    if (!area) continue;
    graph.set(area, graph.get(area) ?? new Map());
    const seen = new Set<string>();
    const walk = (edge: Import, chain: string[]) => {
      const target = areaOf(edge.to);
      if (target) return depend(area, target, [...chain, edge.to]);
      if (!edge.runtime || seen.has(edge.to)) return;
      seen.add(edge.to);
      for (const next of byFile.get(edge.to) ?? []) if (next.runtime) walk(next, [...chain, edge.to]);
    };
    for (const edge of edges) walk(edge, [file]);
  }
  return graph;
}

/** Each group of areas that reach one another (Tarjan), as one circle through them with its imports. */
function areaCycles(graph: AreaGraph): string[] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const connect = (area: string) => {
    index.set(area, next);
    low.set(area, next++);
    stack.push(area);
    for (const other of graph.get(area)?.keys() ?? []) {
      if (!index.has(other)) {
        connect(other);
        low.set(area, Math.min(low.get(area)!, low.get(other)!));
      } else if (stack.includes(other)) low.set(area, Math.min(low.get(area)!, index.get(other)!));
    }
    if (low.get(area) === index.get(area)) {
      const group: string[] = [];
      let member: string;
      do group.push((member = stack.pop()!));
      while (member !== area);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const area of [...graph.keys()].sort()) if (!index.has(area)) connect(area);

  return groups.map((group) => {
    // The shortest way back to the group's first area, found breadth first inside the group.
    const [start] = [...group].sort();
    const previous = new Map<string, string>();
    const queue = [start!];
    while (queue.length > 0) {
      const area = queue.shift()!;
      for (const other of graph.get(area)?.keys() ?? []) {
        if (!group.includes(other) || previous.has(other)) continue;
        previous.set(other, area);
        if (other === start) queue.length = 0;
        else queue.push(other);
      }
    }
    const circle = [start!];
    for (let area = previous.get(start!)!; area !== start; area = previous.get(area)!) circle.unshift(area);
    circle.unshift(start!);
    const steps = circle.slice(0, -1).map((area, at) => `  ${area} → ${circle[at + 1]}: ${graph.get(area)!.get(circle[at + 1]!)!.join(' → ')}`);
    return [`${circle.join(' → ')}`, ...steps].join('\n');
  });
}

describe('areas of the api', () => {
  const imports = packageImports({ root: API, src: SRC });
  const graph = areaGraph(imports);

  it('reads the imports between areas', () => {
    expect(graph.get('customers')?.has('billing')).toBe(true);
    expect(graph.get('activity')?.has('users')).toBe(true);
    expect(graph.get('dashboard')?.has('tasks')).toBe(true);
  });

  it('depend on each other in one direction only', () => {
    expect(areaCycles(graph), 'areas that depend on each other in a circle').toEqual([]);
  });

  it('find a circle of any length, also one through a file outside the areas, but none through types only', () => {
    const shared = (from: string, to: string, runtime = true) => ({ from, to, runtime });
    const cycles = areaCycles(
      areaGraph([
        shared('src/modules/a/routes.ts', 'src/lib.ts'),
        shared('src/lib.ts', 'src/modules/b/queries.ts'),
        shared('src/modules/b/queries.ts', 'src/modules/a/queries.ts', false),
        shared('src/modules/c/routes.ts', 'src/deps.ts'),
        shared('src/deps.ts', 'src/modules/d/types.ts', false),
        shared('src/modules/d/types.ts', 'src/modules/c/queries.ts'),
        shared('src/modules/x/one.ts', 'src/modules/y/one.ts'),
        shared('src/modules/y/two.ts', 'src/modules/z/one.ts'),
        shared('src/modules/z/two.ts', 'src/modules/x/two.ts'),
      ]),
    );
    expect(cycles).toEqual([
      'a → b → a\n  a → b: src/modules/a/routes.ts → src/lib.ts → src/modules/b/queries.ts\n  b → a: src/modules/b/queries.ts → src/modules/a/queries.ts',
      'x → y → z → x\n  x → y: src/modules/x/one.ts → src/modules/y/one.ts\n  y → z: src/modules/y/two.ts → src/modules/z/one.ts\n  z → x: src/modules/z/two.ts → src/modules/x/two.ts',
    ]);
  });
});
