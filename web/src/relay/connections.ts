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

/**
 * The updater of a create whose answer may come more than once: a retry carries the same
 * Idempotency-Key and the api answers it with the first answer, and the list may have been loaded
 * again meanwhile with the record in it. The new edge (`payloadField.edgeField`) goes first in each
 * connection that does not show its record yet, and is counted there, so the record shows once.
 */
export function prependEdgeOnce(connections: ReadonlyArray<string>, payloadField: string, edgeField: string) {
  return (store: RecordSourceSelectorProxy): void => {
    const edge = store.getRootField(payloadField)?.getLinkedRecord(edgeField);
    const nodeId = edge?.getLinkedRecord('node')?.getDataID();
    if (!edge || !nodeId) return;
    for (const id of connections) {
      const connection = store.get(id);
      if (!connection) continue;
      const shown = (connection.getLinkedRecords('edges') ?? []).some((existing) => existing?.getLinkedRecord('node')?.getDataID() === nodeId);
      if (shown) continue;
      const added = ConnectionHandler.buildConnectionEdge(store, connection, edge);
      if (!added) continue;
      ConnectionHandler.insertEdgeBefore(connection, added);
      const total = connection.getValue('totalCount');
      if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
    }
  };
}
