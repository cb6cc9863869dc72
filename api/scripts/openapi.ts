// Writes api/openapi.json: the api's description, as `GET /api/v1/openapi.json` answers it, made from
// its route table on an in-memory database. The gateway's REST types are generated from that file
// (gateway: `pnpm codegen`), and test/openapi.test.ts fails when the file differs from what the api
// describes. Run `pnpm --filter @practice/api openapi` after changing a route or its schemas.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate, openDatabase } from '../src/db/index.ts';
import { openApiText } from '../src/http/openapi.ts';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
const dataDir = await mkdtemp(join(tmpdir(), 'practice-openapi-'));
const db = await openDatabase({ driver: 'pglite', dataDir: undefined });
try {
  await migrate(db);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', BILLING_SWEEP_INTERVAL_MS: '0', REMINDER_INTERVAL_MS: '0' });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  await writeFile(target, openApiText(app.swagger()));
  await app.close();
  console.log(`Wrote ${target}`);
} finally {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
