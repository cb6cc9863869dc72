import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { MutationPromiseConfig } from './useMutationPromise';

/**
 * Relay for a screen that shows before it needs it: the sign-in page draws its form without Relay
 * and fetches it when the visitor starts typing or, at the latest, when the form is sent.
 */
function loadRelay() {
  return Promise.all([import('./useMutationPromise'), import('./environment')]);
}

/** Starts fetching Relay's code so the first mutation does not wait for it. */
export function preloadRelay(): void {
  void loadRelay();
}

/** `commitMutationPromise` on the page's environment, once Relay's code has arrived. */
export async function commitDeferredMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  config: MutationPromiseConfig<T>,
): Promise<T['response']> {
  const [{ commitMutationPromise }, { getEnvironment }] = await loadRelay();
  return commitMutationPromise<T>(getEnvironment(), mutation, config);
}
