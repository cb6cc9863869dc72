import type { DatabaseConnection, QueryResult } from 'kysely';
import type { Db } from '../src/db/index.ts';

/**
 * Runs `after` right after the next COMMIT of a transaction that touched `idempotency_keys`, once:
 * the write is committed, and what `after` does (throw, as a connection lost before the commit's
 * answer; or kill the process) happens before the api can answer. Resolves once it ran.
 */
export function afterNextKeyedCommit(db: Db, after: () => void): Promise<void> {
  const executor = db.getExecutor();
  const provide = executor.provideConnection.bind(executor);
  return new Promise((resolve) => {
    let armed = true;
    executor.provideConnection = <T>(consumer: (connection: DatabaseConnection) => Promise<T>) =>
      provide((connection) => {
        let keyed = false;
        const watched: DatabaseConnection = {
          async executeQuery<R>(query: Parameters<DatabaseConnection['executeQuery']>[0]): Promise<QueryResult<R>> {
            if (query.sql.includes('idempotency_keys')) keyed = true;
            const result = await connection.executeQuery<R>(query);
            if (armed && keyed && query.sql.trim().toLowerCase() === 'commit') {
              armed = false;
              executor.provideConnection = provide;
              resolve();
              after();
            }
            return result;
          },
          streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
        };
        return consumer(watched);
      });
  });
}
