// Counts the SQL statements an api process runs, for benchmarks that report them: a figure a loaded
// machine does not blur. The count is printed as `STATEMENTS <n>` on SIGUSR2 (processes.ts asks).
import type { Db } from '@practice/api/db';

export function countStatements(db: Db): void {
  // Every statement goes through the executor's `executeQuery`, transactions' too (they share its class).
  let statements = 0;
  let owner: object | null = Object.getPrototypeOf(db.getExecutor()) as object | null;
  while (owner && !Object.hasOwn(owner, 'executeQuery')) owner = Object.getPrototypeOf(owner) as object | null;
  if (owner) {
    const executor = owner as { executeQuery: (...args: unknown[]) => unknown };
    const executeQuery = executor.executeQuery;
    executor.executeQuery = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return executeQuery.apply(this, args);
    };
  }
  process.on('SIGUSR2', () => console.log(`STATEMENTS ${statements}`));
}
