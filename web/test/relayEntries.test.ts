import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, FLAGGED_HOOKS, flaggedHookVersion, leftOutFeatureIn, relayRuntimeNamesRead } from '../vite/relay-entries.ts';
import { LiveResolverCache, readUpdatableQuery } from '../vite/relay/left-out.js';

const require = createRequire(join(process.cwd(), 'package.json'));

describe('the build’s relay-runtime', () => {
  const given = exportedNames(readFileSync(join(process.cwd(), 'vite/relay/relay-runtime.js'), 'utf8'));

  it('reads the names a module takes from relay-runtime, its internals included', () => {
    const code = [
      "var _require = require('relay-runtime'), getFragment = _require.getFragment, fetchQuery = _require.__internal.fetchQuery;",
      "var _require2 = require('relay-runtime'), _require2$__internal = _require2.__internal, deduped = _require2$__internal.fetchQueryDeduped;",
      "var observable = require('relay-runtime').Observable;",
    ].join('\n');
    expect([...relayRuntimeNamesRead(code)].sort()).toEqual(
      ['Observable', '__internal', '__internal.fetchQuery', '__internal.fetchQueryDeduped', 'getFragment'].sort(),
    );
  });

  it('gives every name that react-relay’s hooks read from it', () => {
    const hooks = join(dirname(require.resolve('react-relay/hooks')), 'lib', 'relay-hooks');
    const read = new Set<string>();
    for (const file of readdirSync(hooks).filter((name) => name.endsWith('.js'))) {
      for (const name of relayRuntimeNamesRead(readFileSync(join(hooks, file), 'utf8'))) read.add(name);
    }
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((name) => !given.has(name))).toEqual([]);
  });

  it('gives relay-runtime’s own value of each name', () => {
    const runtime = require('relay-runtime') as Record<string, unknown> & { __internal: Record<string, unknown> };
    for (const name of given) {
      if (name.startsWith('__internal.')) expect(runtime.__internal[name.slice('__internal.'.length)], name).toBeDefined();
      else expect(runtime[name], name).toBeDefined();
    }
  });
});

describe('react-relay’s hooks that come in two versions', () => {
  it('are taken in the version Relay’s feature flags choose', () => {
    expect(flaggedHookVersion('var RelayFeatureFlags = { ENABLE_ACTIVITY_COMPATIBILITY: true, X: false };')).toBe('EXPERIMENTAL');
    expect(flaggedHookVersion('var RelayFeatureFlags = { ENABLE_ACTIVITY_COMPATIBILITY: false };')).toBe('CURRENT');
    expect(() => flaggedHookVersion('var RelayFeatureFlags = {};')).toThrow(/ENABLE_ACTIVITY_COMPATIBILITY/);
  });

  it('exist in the installed react-relay in the version its flags choose', () => {
    const version = flaggedHookVersion(readFileSync(require.resolve('relay-runtime/lib/util/RelayFeatureFlags'), 'utf8'));
    const hooks = join(dirname(require.resolve('react-relay/hooks')), 'lib', 'relay-hooks');
    for (const hook of FLAGGED_HOOKS) {
      expect(readdirSync(hooks), hook).toContain(`${hook}_${version}.js`);
    }
  });
});

describe('the parts of relay-runtime the build leaves out', () => {
  it('fail the build for an artifact with a resolver field or a module reading an updatable query', () => {
    expect(leftOutFeatureIn('{ "kind": "RelayLiveResolver", "name": "x" }', true)).toBe('RelayLiveResolver');
    expect(leftOutFeatureIn('{ "kind": "ClientEdgeToServerObject" }', true)).toBe('ClientEdgeToServerObject');
    expect(leftOutFeatureIn('{ "kind": "LinkedField", "name": "customers" }', true)).toBeNull();
    expect(leftOutFeatureIn('const { me } = store.readUpdatableQuery(query, {});', false)).toBe('readUpdatableQuery');
    expect(leftOutFeatureIn('store.get(id)?.setValue(1, "count");', false)).toBeNull();
  });

  it('stand in for a store without resolvers, and say what is missing when one is used', () => {
    const notified: unknown[] = [];
    const cache = new LiveResolverCache(() => null, { __notifyUpdatedSubscribers: (ids: unknown) => notified.push(ids) });
    let ran = 0;
    cache.batchLiveStateUpdates(() => (ran += 1));
    expect(cache.batchLiveStateUpdatesWithoutNotify(() => (ran += 1))).toBe(false);
    expect(ran).toBe(2);
    const ids = new Set(['client:root']);
    cache.invalidateDataIDs(ids);
    expect([...ids]).toEqual(['client:root']);
    cache.notifyUpdatedSubscribers(ids);
    expect(notified).toEqual([ids]);
    expect(() => readUpdatableQuery()).toThrow(/readUpdatableQuery is left out of the build/);
  });
});
