import { spawn, type ChildProcess } from 'node:child_process';
import { request, type Dispatcher } from 'undici';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface Service {
  url: string;
  /** What the process printed after its address on the READY line (ids of what it made). */
  extra?: string[];
  /** The process's id, to read its CPU time (`cpuMs` in stats.ts). */
  pid?: number;
  /** How many SQL statements the api has run so far; only an api started from api-process.ts answers. */
  statements?(): Promise<number>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

async function waitForHealth(url: string, child: ChildProcess) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
}

function statementsOf(child: ChildProcess) {
  return () =>
    new Promise<number>((resolve) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const count = output.match(/STATEMENTS (\d+)\n/);
        if (!count) return;
        child.stdout!.off('data', read);
        resolve(Number(count[1]));
      };
      child.stdout!.on('data', read);
      child.kill('SIGUSR2');
    });
}

/**
 * The api with the demo company on a fresh database (PGlite, or PostgreSQL with TEST_DB=postgres).
 * A benchmark that needs data of its own names a script that starts the api the same way and
 * fills it before printing `READY <url>`.
 */
export function startApiProcess(script = './api-process.ts', env: Record<string, string> = {}): Promise<Service> {
  const child = spawn(process.execPath, [...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.match(/READY (\S+)([^\n]*)\n/);
      if (ready) {
        resolve({ url: ready[1]!, pid: child.pid, extra: ready[2]!.trim().split(/\s+/).filter(Boolean), statements: statementsOf(child), stop: stopper(child) });
      }
    });
    child.once('exit', (code) => reject(new Error(`the api exited with ${code} before it was ready`)));
  });
}

/** The gateway in front of `apiUrl`, optionally serving the built web app. */
export async function startGatewayProcess(apiUrl: string, webDist?: string): Promise<Service> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', fileURLToPath(new URL('../../gateway/src/main.ts', import.meta.url))], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, ...(webDist ? { WEB_DIST: webDist } : {}) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, pid: child.pid, stop: stopper(child) };
}

/** The session headers of the demo company's admin, signed in on `apiUrl`, and the company's id. */
export async function signInDemoAdmin(apiUrl: string, dispatcher?: Dispatcher): Promise<{ auth: Record<string, string>; companyId: number }> {
  const signIn = await request(`${apiUrl}/api/v1/auth/sign_in`, {
    method: 'POST',
    dispatcher,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email: 'admin@demo.com.br', password: 'demo1234' } }),
  });
  if (signIn.statusCode !== 200) throw new Error(`sign in: ${signIn.statusCode}`);
  const signedIn = (await signIn.body.json()) as { data: { company_id: number } };
  const auth: Record<string, string> = {};
  for (const name of ['access-token', 'client', 'expiry', 'token-type', 'uid']) auth[name] = String(signIn.headers[name]);
  return { auth, companyId: signedIn.data.company_id };
}
