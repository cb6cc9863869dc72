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
