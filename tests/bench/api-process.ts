// The api on a fresh database, in a process of its own, so that a benchmark's load generator does
// not share its event loop. Prints `READY <url>` once it listens.
import { startTestApi } from '@practice/api/testing';

const api = await startTestApi({ seedDemo: true });
console.log(`READY ${api.url}`);
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
