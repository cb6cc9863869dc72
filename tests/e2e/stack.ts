// The whole product for the browser tests, one for the whole run: a fresh api database (each test
// signs up companies of its own in it) and the gateway serving the built web app, on E2E_PORT. The
// api runs in a process of its own (this file, started again with E2E_STACK_PART=api), so a test can
// pause it with SIGSTOP as a hung server would be, while the gateway goes on answering.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STACK_DIR, STACK_INFO_FILE, E2E_PORT, type StackInfo } from './stack-info.ts';
import { removeStackLeftovers } from './stack-leftovers.ts';

type ApiReady = Omit<StackInfo, 'apiPid' | 'stackPid'>;

/** How long the api has to close (and remove its data folder) before it is killed. */
const API_STOP_MS = 8_000;

async function runApi(): Promise<void> {
  const { startTestApi } = await import('@practice/api/testing');
  // Reminders go out within a second, so a test can read one.
  const api = await startTestApi({ config: { reminderIntervalMs: 1000 } });

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

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    control.close();
    await api.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The stack's main process went away: so does the api.
  process.on('disconnect', stop);
  const ready: ApiReady = { apiUrl: api.url, mailDir: api.mailDir, controlUrl };
  process.send?.(ready);
}

async function runStack(): Promise<void> {
  removeStackLeftovers();
  mkdirSync(STACK_DIR, { recursive: true });
  const apiProcess = fork(fileURLToPath(import.meta.url), [], {
    // The api's data folder is made in its temporary folder: inside the stack's own.
    env: { ...process.env, E2E_STACK_PART: 'api', TMPDIR: STACK_DIR },
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<ApiReady>((resolve, reject) => {
    apiProcess.once('message', (message) => resolve(message as ApiReady));
    apiProcess.once('exit', (code) => reject(new Error(`the api stopped before it was ready (exit ${code})`)));
  });

  const { createGateway } = await import('@practice/gateway/server');
  const gateway = createGateway({
    apiUrl: ready.apiUrl,
    // E2E_WEB_DIST: a copy of the build, so a run is not disturbed by another build of web/dist.
    webDist: process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
  });
  const server = createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(E2E_PORT, '127.0.0.1', resolve));

  const info: StackInfo = { ...ready, apiPid: apiProcess.pid!, stackPid: process.pid };
  writeFileSync(STACK_INFO_FILE, JSON.stringify(info));

  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    server.close();
    await gateway.close();
    if (apiProcess.exitCode === null && apiProcess.signalCode === null) {
      const exited = once(apiProcess, 'exit');
      // A test that failed while the api was paused left it so: it must run to stop.
      apiProcess.kill('SIGCONT');
      apiProcess.kill('SIGTERM');
      const killLate = setTimeout(() => apiProcess.kill('SIGKILL'), API_STOP_MS);
      await exited;
      clearTimeout(killLate);
    }
    removeStackLeftovers();
    process.exit(0);
  }
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Playwright stops the stack as the run ends. Should Playwright itself be killed, the stack is left
  // to another parent: it stops then, rather than hold the port and its folder.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop();
  }, 1_000).unref();
}

if (process.env.E2E_STACK_PART === 'api') await runApi();
else await runStack();
