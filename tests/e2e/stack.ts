// The whole product for the browser tests: a fresh api database with the demo company, and the
// gateway serving the built web app, on E2E_PORT.
import { createServer } from 'node:http';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestApi } from '@practice/api/testing';
import { createGateway } from '@practice/gateway/server';
import { E2E_PORT, STACK_INFO_FILE, type StackInfo } from './stack-info.ts';

const api = await startTestApi({ seedDemo: true });
const gateway = createGateway({
  apiUrl: api.url,
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
});
const server = createServer(gateway.handler);
await new Promise<void>((resolve) => server.listen(E2E_PORT, '127.0.0.1', resolve));

// Fixtures for the tests: POST /end-trial?email=... makes that user's company's trial end now, as
// ten days passing would, without moving the clock under every other session.
const control = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://control');
  if (req.method !== 'POST' || url.pathname !== '/end-trial') {
    res.writeHead(404).end();
    return;
  }
  const email = url.searchParams.get('email') ?? '';
  void api.db
    .updateTable('subscriptions')
    .set({ trial_ends_at: new Date(Date.now() - 60_000) })
    .where('status', '=', 'trialing')
    .where('company_id', 'in', (eb) => eb.selectFrom('users').select('company_id').where('email', '=', email))
    .executeTakeFirst()
    .then((result) => res.writeHead(Number(result.numUpdatedRows) === 1 ? 204 : 404).end())
    .catch(() => res.writeHead(500).end());
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
const controlAddress = control.address();
const controlUrl = `http://127.0.0.1:${typeof controlAddress === 'object' && controlAddress ? controlAddress.port : 0}`;

const info: StackInfo = { apiUrl: api.url, mailDir: api.mailDir, controlUrl };
writeFileSync(STACK_INFO_FILE, JSON.stringify(info));

async function stop() {
  server.close();
  control.close();
  await gateway.close();
  await api.close();
  rmSync(STACK_INFO_FILE, { force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
