import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * How a list changes after a mutation, the same for every table: the mutation's payload carries
 * `deletedXId @deleteEdge(connections: $connections)` or `xEdge @prependEdge(connections: $connections)`
 * with the `__id` of the table page on screen (or `listOpening` for a list that is not), and its
 * `updater` is `countEdges(connections, ±1)` so the table's total follows.
 */

/** The first page of a table as it opens (page 1, no search, the default order), where a new record shows first. */
export function listOpening(ownerId: string, connectionKey: string): string {
  return ConnectionHandler.getConnectionID(ownerId, connectionKey, { page: 1 });
}

/** Keeps `totalCount` right on the connections whose edges the mutation's directive changed. */
export function countEdges(connections: ReadonlyArray<string>, delta: 1 | -1) {
  return (store: RecordSourceSelectorProxy): void => {
    for (const id of connections) {
      const connection = store.get(id);
      const total = connection?.getValue('totalCount');
      if (connection && typeof total === 'number') connection.setValue(Math.max(0, total + delta), 'totalCount');
    }
  };
}
