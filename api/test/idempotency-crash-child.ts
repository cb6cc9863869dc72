// An api over the PostgreSQL database of DATABASE_URL that is killed (SIGKILL) right after the
// first COMMIT of a write that claimed an Idempotency-Key, before it can answer: the process the
// crash test kills between a write and its answer. Says "listening <port>" once it listens.
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { afterNextKeyedCommit } from './crash-helpers.ts';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('DATABASE_URL must name the database');
const db = await openDatabase({ driver: 'postgres', url: config.databaseUrl });
void afterNextKeyedCommit(db, () => process.kill(process.pid, 'SIGKILL'));
const app = await buildApp({ config, db, logger: false, billingSweep: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
