// Parts of relay-runtime that its store and record proxies require but the app never runs, each
// replaced by a small stand-in (see ../relay-entries.ts, which fails the build when the app starts
// to use what they stand for).
import { NoopResolverCache } from 'relay-runtime/lib/store/ResolverCache';

function leftOut(name) {
  return () => {
    throw new Error(`relay-runtime's ${name} is left out of the build (web/vite/relay-entries.ts)`);
  };
}

// Updatable queries and fragments (`@updatable`), which the record proxies offer to updaters.
export const readUpdatableQuery = leftOut('readUpdatableQuery');
export const readUpdatableFragment = leftOut('readUpdatableFragment');

/**
 * The store's cache of Relay Resolvers' values: with no resolver field in any query, nothing is ever
 * cached, so each of its calls is what the full cache does with an empty one.
 */
export class LiveResolverCache extends NoopResolverCache {
  constructor(getRecordSource, store) {
    super();
    this._store = store;
  }

  getLiveResolverPromise() {
    return leftOut('LiveResolverCache.getLiveResolverPromise')();
  }

  batchLiveStateUpdates(callback) {
    callback();
  }

  batchLiveStateUpdatesWithoutNotify(callback) {
    callback();
    return false;
  }

  notifyUpdatedSubscribers(updatedDataIDs) {
    this._store.__notifyUpdatedSubscribers(updatedDataIDs);
  }

  unsubscribeFromLiveResolverRecords() {}

  invalidateResolverRecords() {}
}
