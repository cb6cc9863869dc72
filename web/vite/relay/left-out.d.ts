export declare const readUpdatableQuery: (...args: unknown[]) => never;
export declare const readUpdatableFragment: (...args: unknown[]) => never;

export declare class LiveResolverCache {
  constructor(getRecordSource: () => unknown, store: { __notifyUpdatedSubscribers(updatedDataIDs: Set<string>): void });
  getLiveResolverPromise(recordID: string): never;
  batchLiveStateUpdates(callback: () => void): void;
  batchLiveStateUpdatesWithoutNotify(callback: () => void): boolean;
  invalidateDataIDs(updatedDataIDs: Set<string>): void;
  notifyUpdatedSubscribers(updatedDataIDs: Set<string>): void;
  unsubscribeFromLiveResolverRecords(invalidatedDataIDs: Set<string>): void;
  invalidateResolverRecords(invalidatedDataIDs: Set<string>): void;
}
