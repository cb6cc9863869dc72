import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import {
  commitMutation,
  type Environment,
  type GraphQLTaggedNode,
  type MutationConfig,
  type MutationParameters,
  type PayloadError,
  type SelectorStoreUpdater,
  type UploadableMap,
} from 'relay-runtime';
import { RequestError, type GraphQLErrorLike } from './requestErrors';

export type MutationPromiseConfig<T extends MutationParameters> = {
  variables: T['variables'];
  updater?: SelectorStoreUpdater<T['response']>;
  optimisticResponse?: T['rawResponse'];
  /** The screen shows its own message, so the global error toast stays quiet. */
  skipErrorToast?: boolean;
  /** Files to send with the GraphQL multipart request, keyed by the variable they fill ('input.image'). */
  uploadables?: UploadableMap;
  /**
   * A create's `Idempotency-Key` (see `useIdempotencyKey`): the same for every retry of one form, so
   * a save that seemed to fail and is sent again is not written twice.
   */
  idempotencyKey?: string;
  /**
   * With a key, the network layer sends the create until its outcome is known (network.ts); this is
   * called each time it finds the outcome unknown, so the screen can say it is checking.
   */
  onOutcomeUnknown?: () => void;
};

function toRequestError(errors: ReadonlyArray<PayloadError>): RequestError {
  const graphQLErrors = errors as unknown as GraphQLErrorLike[];
  return new RequestError(errors[0]?.message ?? 'Erro ao processar requisição', { graphQLErrors });
}

/**
 * Commits a mutation on `environment` and answers with a promise: it resolves with the response, and
 * rejects with an Error whose `graphQLErrors` lists what the server said when the request fails.
 */
export function commitMutationPromise<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  config: MutationPromiseConfig<T>,
  /** Called as the answer arrives, before the promise settles. */
  onSettle: () => void = () => {},
): Promise<T['response']> {
  return new Promise<T['response']>((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables: config.variables,
      updater: config.updater,
      optimisticResponse: config.optimisticResponse as MutationConfig<T>['optimisticResponse'],
      uploadables: config.uploadables,
      cacheConfig: {
        metadata: {
          skipErrorToast: config.skipErrorToast === true,
          ...(config.idempotencyKey ? { idempotencyKey: config.idempotencyKey } : {}),
          ...(config.onOutcomeUnknown ? { onOutcomeUnknown: config.onOutcomeUnknown } : {}),
        },
      },
      onCompleted: (response, errors) => {
        onSettle();
        if (errors && errors.length > 0) reject(toRequestError(errors));
        else resolve(response);
      },
      onError: (error) => {
        onSettle();
        reject(error instanceof RequestError ? error : new RequestError(error.message, { cause: error }));
      },
    });
  });
}

/** `commitMutationPromise` on the screen's environment, with whether one is in flight. */
export function useMutationPromise<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(config: MutationPromiseConfig<T>) => Promise<T['response']>, boolean] {
  const environment = useRelayEnvironment();
  const [inFlight, setInFlight] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const commit = useCallback(
    (config: MutationPromiseConfig<T>) => {
      setInFlight((count) => count + 1);
      return commitMutationPromise<T>(environment, mutation, config, () => {
        if (mounted.current) setInFlight((count) => count - 1);
      });
    },
    [environment, mutation],
  );

  return [commit, inFlight > 0];
}
