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

const info: StackInfo = { apiUrl: api.url, mailDir: api.mailDir };
writeFileSync(STACK_INFO_FILE, JSON.stringify(info));

async function stop() {
  server.close();
  await gateway.close();
  await api.close();
  rmSync(STACK_INFO_FILE, { force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
