// relay-runtime as the app and react-relay's hooks use it, each name from its own module (see
// ../relay-entries.ts, which fails the build when a module asks for a name missing here).
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext';
import {
  fetchQuery as fetchQueryInternal,
  fetchQueryDeduped,
  getObservableForActiveRequest,
  getPromiseForActiveRequest,
} from 'relay-runtime/lib/query/fetchQueryInternal';

export { default as ConnectionHandler } from 'relay-runtime/lib/handlers/connection/ConnectionHandler';
export { default as ConnectionInterface } from 'relay-runtime/lib/handlers/connection/ConnectionInterface';
export { default as Network } from 'relay-runtime/lib/network/RelayNetwork';
export { default as Observable } from 'relay-runtime/lib/network/RelayObservable';
export { default as fetchQuery } from 'relay-runtime/lib/query/fetchQuery';
export { getFragment, getRequest, graphql } from 'relay-runtime/lib/query/GraphQLTag';
export { default as PreloadableQueryRegistry } from 'relay-runtime/lib/query/PreloadableQueryRegistry';
export { default as commitMutation } from 'relay-runtime/lib/mutations/commitMutation';
export { default as readInlineData } from 'relay-runtime/lib/store/readInlineData';
export { default as Environment } from 'relay-runtime/lib/store/RelayModernEnvironment';
export { createOperationDescriptor } from 'relay-runtime/lib/store/RelayModernOperationDescriptor';
export { default as Record } from 'relay-runtime/lib/store/RelayModernRecord';
export { areEqualSelectors, getSelector, getVariablesFromFragment } from 'relay-runtime/lib/store/RelayModernSelector';
export { default as Store } from 'relay-runtime/lib/store/RelayModernStore';
export { default as RecordSource } from 'relay-runtime/lib/store/RelayRecordSource';
export { ID_KEY } from 'relay-runtime/lib/store/RelayStoreUtils';
export { default as requestSubscription } from 'relay-runtime/lib/subscription/requestSubscription';
export { default as getFragmentIdentifier } from 'relay-runtime/lib/util/getFragmentIdentifier';
export { default as getPaginationMetadata } from 'relay-runtime/lib/util/getPaginationMetadata';
export { default as getPaginationVariables } from 'relay-runtime/lib/util/getPaginationVariables';
export { default as getPendingOperationsForFragment } from 'relay-runtime/lib/util/getPendingOperationsForFragment';
export { default as getRefetchMetadata } from 'relay-runtime/lib/util/getRefetchMetadata';
export { default as getRequestIdentifier } from 'relay-runtime/lib/util/getRequestIdentifier';
export { default as getValueAtPath } from 'relay-runtime/lib/util/getValueAtPath';
export { handlePotentialSnapshotErrors } from 'relay-runtime/lib/util/handlePotentialSnapshotErrors';
export { default as isPromise } from 'relay-runtime/lib/util/isPromise';
export { default as recycleNodesInto } from 'relay-runtime/lib/util/recycleNodesInto';
export { default as RelayFeatureFlags } from 'relay-runtime/lib/util/RelayFeatureFlags';
export { default as ReplaySubject } from 'relay-runtime/lib/util/RelayReplaySubject';
export { stableCopy } from 'relay-runtime/lib/util/stableCopy';

// The members of relay-runtime's internals that react-relay reads.
export const __internal = {
  createRelayContext,
  createRelayLoggingContext,
  fetchQuery: fetchQueryInternal,
  fetchQueryDeduped,
  getPromiseForActiveRequest,
  getObservableForActiveRequest,
};
