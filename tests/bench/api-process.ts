// The api on a fresh database, in a process of its own, so that a benchmark's load generator does
// not share its event loop. Prints `READY <url>` once it listens, and `STATEMENTS <n>`, the SQL
// statements it has run so far, on SIGUSR2.
import { startTestApi } from '@practice/api/testing';
import { countStatements } from './statements.ts';

const api = await startTestApi({ seedDemo: true });

countStatements(api.db);

console.log(`READY ${api.url}`);
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
