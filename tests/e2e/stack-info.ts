import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Port of the gateway that the browser tests drive. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4300);

/**
 * Everything the stack writes lives in this one folder: the api's data folder (its files and mail
 * outbox) and the info file below. The stack removes it as it stops; the runner (run.ts) removes what
 * a stack that was killed left.
 */
export const STACK_DIR = join(tmpdir(), `practice-e2e-${E2E_PORT}`);

/** Where the running stack writes what the tests need to know about it (the mail outbox). */
export const STACK_INFO_FILE = join(STACK_DIR, 'stack.json');

export interface StackInfo {
  /** The stack's main process, which serves the gateway. */
  stackPid: number;
  apiUrl: string;
  mailDir: string;
  /** The stack's own fixtures (loopback only), for what a browser cannot do: ending a trial now. */
  controlUrl: string;
  /** The api's own process, which a test may pause (SIGSTOP) and resume (SIGCONT). */
  apiPid: number;
}

/**
 * Pauses the stack's api (SIGSTOP), as a server that hangs: connections to it open, nothing answers.
 * The gateway goes on running. Call the returned function to let the api go on (SIGCONT); it is safe
 * to call twice, so a test can call it in `finally` too.
 */
export function pauseApi(): () => void {
  const { apiPid } = JSON.parse(readFileSync(STACK_INFO_FILE, 'utf8')) as StackInfo;
  process.kill(apiPid, 'SIGSTOP');
  return () => process.kill(apiPid, 'SIGCONT');
}
