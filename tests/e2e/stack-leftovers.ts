import { readFileSync, rmSync } from 'node:fs';
import { STACK_DIR, STACK_INFO_FILE, type StackInfo } from './stack-info.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The stack's processes still running, as its info file names them. */
export function runningStackProcesses(): number[] {
  let info: StackInfo;
  try {
    info = JSON.parse(readFileSync(STACK_INFO_FILE, 'utf8')) as StackInfo;
  } catch {
    return [];
  }
  return [info.stackPid, info.apiPid].filter((pid) => pid !== process.pid && alive(pid));
}

/**
 * Removes the stack's folder (its info file, the api's data) for E2E_PORT. Refuses while another
 * stack that wrote it still runs: two runs on one port would each stop the other's.
 */
export function removeStackLeftovers(): void {
  const running = runningStackProcesses();
  if (running.length > 0) {
    throw new Error(`a browser-test stack still runs on this port (processes ${running.join(', ')}): stop it, or set E2E_PORT`);
  }
  rmSync(STACK_DIR, { recursive: true, force: true });
}
