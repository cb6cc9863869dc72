import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = /[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/;

/** `x = require('relay-runtime')`, and `require('relay-runtime').name`. */
const REQUIRE_BOUND = /(\w+)\s*=\s*require\(\s*["']relay-runtime["']\s*\)/g;
const REQUIRE_MEMBER = /require\(\s*["']relay-runtime["']\s*\)\.(\w+)/g;

/** The names a module of ours exports (`export { a, b as c } from`, `export const d`), and `__internal.x` for its internals. */
export function exportedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const entry of list!.split(',')) {
      const name = entry.trim().split(/\s+as\s+/).pop()?.trim();
      if (name) names.add(name);
    }
  }
  for (const [, name] of code.matchAll(/export\s+(?:const|let|var|function|class)\s+(\w+)/g)) names.add(name!);
  const internals = /export\s+const\s+__internal\s*=\s*\{([^}]*)\}/.exec(code)?.[1] ?? '';
  for (const entry of internals.split(',')) {
    const key = entry.split(':')[0]!.trim();
    if (key) names.add(`__internal.${key}`);
  }
  return names;
}

/** The names a CommonJS module reads from `require('relay-runtime')`, `__internal.x` for its internals. */
export function relayRuntimeNamesRead(code: string): Set<string> {
  const names = new Set<string>();
  const bindings = [...code.matchAll(REQUIRE_BOUND)].map(([, binding]) => binding!);
  for (const binding of bindings) {
    for (const [, name, internal] of code.matchAll(new RegExp(`\\b${escape(binding)}\\.(\\w+)(?:\\.(\\w+))?`, 'g'))) {
      names.add(name!);
      if (name === '__internal' && internal) names.add(`__internal.${internal}`);
    }
    // `x$__internal = x.__internal`, then `x$__internal.name`
    for (const [, alias] of code.matchAll(new RegExp(`([\\w$]+)\\s*=\\s*${escape(binding)}\\.__internal\\b(?!\\.)`, 'g'))) {
      for (const [, name] of code.matchAll(new RegExp(`\\b${escape(alias!)}\\.(\\w+)`, 'g'))) names.add(`__internal.${name}`);
    }
  }
  for (const [, name] of code.matchAll(REQUIRE_MEMBER)) names.add(name!);
  return names;
}

const escape = (name: string) => name.replace(/\$/g, '\\$');

/**
 * react-relay's hooks that come in two versions, chosen at run time by
 * `RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY`: the build takes the one the flag chooses,
 * and leaves the other out.
 */
export const FLAGGED_HOOKS = ['useFragmentInternal', 'useLoadMoreFunction', 'useQueryLoader'];

/**
 * Modules of relay-runtime that its store and record proxies require for features the app does not
 * use (Relay Resolvers, updatable queries and fragments), given by ./relay/left-out.js instead:
 * module required → the module of relay-runtime that requires it.
 */
const LEFT_OUT: Record<string, string> = {
  './live-resolvers/LiveResolverCache': 'store/RelayModernStore.js',
  './readUpdatableQuery': 'mutations/',
  './readUpdatableFragment': 'mutations/',
};

/** What would need what LEFT_OUT leaves out: a resolver field in an artifact, an updatable read in a module. */
export function leftOutFeatureIn(code: string, generated: boolean): string | null {
  if (generated) return /"kind":\s*"(RelayResolver|RelayLiveResolver|ClientEdgeToClientObject|ClientEdgeToServerObject)"/.exec(code)?.[1] ?? null;
  return /\b(readUpdatableQuery|readUpdatableFragment)\b/.exec(code)?.[1] ?? null;
}

/** The version of each of FLAGGED_HOOKS that Relay runs, read from its feature flags' defaults. */
export function flaggedHookVersion(featureFlagsCode: string): 'EXPERIMENTAL' | 'CURRENT' {
  const value = /ENABLE_ACTIVITY_COMPATIBILITY\s*:\s*(true|false)\b/.exec(featureFlagsCode)?.[1];
  if (!value) throw new Error('RelayFeatureFlags no longer sets ENABLE_ACTIVITY_COMPATIBILITY: vite/relay-entries.ts must learn how Relay chooses its hooks');
  return value === 'true' ? 'EXPERIMENTAL' : 'CURRENT';
}

/**
 * Relay's packages are CommonJS, and their index modules require every part of them (entry points,
 * the legacy containers' helpers, experimental APIs), which the bundle cannot leave out. In the build,
 * `react-relay` and `relay-runtime` resolve to modules of ours (./relay/) that take each name the app
 * and react-relay's hooks use from the module that defines it, so only those parts load with the
 * data screens. A module that reads a name from `relay-runtime` that ./relay/relay-runtime.js does
 * not give fails the build with the name, instead of leaving it undefined at run time. Of the hooks
 * that come in two versions (FLAGGED_HOOKS), only the one Relay's flags choose is bundled, and the
 * parts of the store for features no query uses (LEFT_OUT) are stand-ins.
 */
export function relayEntries(): Plugin {
  const REACT_RELAY = fileURLToPath(new URL('./relay/react-relay.js', import.meta.url));
  const LEFT_OUT_MODULE = fileURLToPath(new URL('./relay/left-out.js', import.meta.url));
  const RELAY_RUNTIME = fileURLToPath(new URL('./relay/relay-runtime.js', import.meta.url));
  const read = new Map<string, Set<string>>();
  const require = createRequire(import.meta.url);
  const hooks = join(dirname(require.resolve('react-relay/hooks')), 'lib', 'relay-hooks');
  const version = flaggedHookVersion(readFileSync(require.resolve('relay-runtime/lib/util/RelayFeatureFlags'), 'utf8'));
  const runtime = join(dirname(require.resolve('relay-runtime')), 'lib');
  return {
    name: 'practice:relay-entries',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      // The generated artifacts import only types from relay-runtime, which the build drops with
      // the import (moduleSideEffects in vite.config.ts), and which no module of ours could give.
      if (importer && GENERATED.test(importer)) return null;
      if (source === 'react-relay') return REACT_RELAY;
      const hook = /(?:^\.|[\\/]relay-hooks)[\\/](\w+)$/.exec(source)?.[1];
      if (hook && FLAGGED_HOOKS.includes(hook) && (importer === REACT_RELAY || importer?.startsWith(hooks))) return join(hooks, `${hook}_${version}.js`);
      if (source === 'relay-runtime' && importer !== RELAY_RUNTIME) return RELAY_RUNTIME;
      const requiredBy = LEFT_OUT[source];
      if (requiredBy && importer?.startsWith(join(runtime, requiredBy))) return LEFT_OUT_MODULE;
      return null;
    },
    transform(code, id) {
      if (id !== LEFT_OUT_MODULE && !/[\\/]node_modules[\\/]/.test(id)) {
        const feature = leftOutFeatureIn(code, GENERATED.test(id));
        if (feature) this.error(`${id} uses ${feature}, which vite/relay/left-out.js leaves out of the build`);
      }
      if (!code.includes('relay-runtime')) return null;
      const names = relayRuntimeNamesRead(code);
      if (names.size > 0) read.set(id, names);
      return null;
    },
    buildEnd(error) {
      if (error) return;
      const given = exportedNames(readFileSync(RELAY_RUNTIME, 'utf8'));
      const missing = [...read].flatMap(([id, names]) => [...names].filter((name) => !given.has(name)).map((name) => `${name} (${id})`));
      if (missing.length > 0) this.error(`vite/relay/relay-runtime.js does not export what these modules read: ${missing.join(', ')}`);
    },
  };
}
