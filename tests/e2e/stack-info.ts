import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Port of the gateway that the browser tests drive. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4300);

/** Where the running stack writes what the tests need to know about it (the mail outbox). */
export const STACK_INFO_FILE = join(tmpdir(), `practice-e2e-${E2E_PORT}.json`);

export interface StackInfo {
  apiUrl: string;
  mailDir: string;
  /** The stack's own fixtures (loopback only), for what a browser cannot do: ending a trial now. */
  controlUrl: string;
}
