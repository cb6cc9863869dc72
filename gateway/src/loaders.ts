import DataLoader from 'dataloader';
import type { Send } from './rest/client.ts';

/**
 * A loader for one REST resource, declared by the path of each key. No list endpoint of the api
 * takes many ids, so keys are fetched one call each; the loader's worth is that a key asked for
 * twice in one request is fetched once.
 */
export function resource<K, V, B>(send: Send, pathOf: (key: K) => string, pick: (body: B) => V): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>(
    async (keys) => {
      const settled = await Promise.allSettled(keys.map(async (key) => pick((await send<B>('GET', pathOf(key))).body)));
      return settled.map((result) =>
        result.status === 'fulfilled' ? result.value : result.reason instanceof Error ? result.reason : new Error(String(result.reason)),
      );
    },
    { cacheKeyFn: pathOf, batch: false },
  );
}

/** The one key of a resource that exists once per caller (the signed-in user, the plan list). */
export const ONLY = 'only';
