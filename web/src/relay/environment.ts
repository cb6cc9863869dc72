import { Environment, Network, RecordSource, Store, type FetchFunction, type SubscribeFunction } from 'relay-runtime';
import { createFetchGraphQL, createSubscribe } from './network';

export function createEnvironment(fetchFn: FetchFunction = createFetchGraphQL(), subscribe: SubscribeFunction = createSubscribe()): Environment {
  return new Environment({
    network: Network.create(fetchFn, subscribe),
    store: new Store(new RecordSource()),
  });
}

let environment: Environment | undefined;

/**
 * The one environment of this page load. Signing out reloads the page, so no user's records outlive
 * their session in the store.
 */
export function getEnvironment(): Environment {
  environment ??= createEnvironment();
  return environment;
}
