import { useCallback, useEffect, useRef } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { holdQuery, useScreenQuery } from '../routing/screen';

/** Several change events in a row reload the screen once. */
const RELOAD_DELAY_MS = 150;

/**
 * A screen's query (started by the route table) that the screen loads again itself: with new
 * `variables` as its filters change, and through `reload` when a change event says its data moved.
 * The screen keeps showing what it has while the new answer comes ('store-and-network').
 */
export function useLiveScreenQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Q['variables'],
): { queryRef: PreloadedQuery<Q> | null | undefined; reload: () => void } {
  const initialRef = useScreenQuery<Q>();
  useEffect(() => holdQuery(initialRef as PreloadedQuery<OperationType>), [initialRef]);
  const [queryRef, load] = useQueryLoader<Q>(query, initialRef);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The route already loaded the first variables.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    load(variables, { fetchPolicy: 'store-and-network' });
  }, [variables, load]);

  const reload = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => load(variables, { fetchPolicy: 'store-and-network' }), RELOAD_DELAY_MS);
  }, [load, variables]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return { queryRef, reload };
}
