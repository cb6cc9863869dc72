// The api on a fresh database, in a process of its own, so that a benchmark's load generator does
// not share its event loop. Prints `READY <url>` once it listens, and `STATEMENTS <n>`, the SQL
// statements it has run so far, on SIGUSR2.
import { startTestApi } from '@practice/api/testing';

const api = await startTestApi({ seedDemo: true });

// Every statement goes through the executor's `executeQuery`, transactions' too (they share its class).
let statements = 0;
let owner: object | null = Object.getPrototypeOf(api.db.getExecutor()) as object | null;
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

console.log(`READY ${api.url}`);
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
