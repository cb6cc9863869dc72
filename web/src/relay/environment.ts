import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { createFetchGraphQL } from './network';

export function createEnvironment(fetchFn: FetchFunction = createFetchGraphQL()): Environment {
  return new Environment({
    network: Network.create(fetchFn),
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
