import { readdirSync, readFileSync } from 'node:fs';

/** Runs `task` from `concurrency` workers for `durationMs` and answers latency percentiles in ms. */
export async function measure(
  task: () => Promise<void>,
  options: { concurrency: number; durationMs: number; warmupMs?: number },
) {
  const latencies: number[] = [];
  let errors = 0;
  async function worker(until: number, record: boolean) {
    while (Date.now() < until) {
      const started = performance.now();
      try {
        await task();
        if (record) latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  }
  const warmupUntil = Date.now() + (options.warmupMs ?? 2000);
  await Promise.all(Array.from({ length: options.concurrency }, () => worker(warmupUntil, false)));
  errors = 0;
  const started = Date.now();
  const until = started + options.durationMs;
  await Promise.all(Array.from({ length: options.concurrency }, () => worker(until, true)));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    errors,
    perSecond: Math.round(latencies.length / elapsed),
    p50: Number(at(50).toFixed(2)),
    p99: Number(at(99).toFixed(2)),
  };
}

const TICK_MS = 10; // Linux counts process CPU time in ticks of 1/100 s (USER_HZ).

/** The CPU time (user and system) a process has used so far, in ms, from /proc; 0 where there is no /proc. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // The fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The CPU time every PostgreSQL server process on this machine has used so far, in ms (its backends come and go). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
