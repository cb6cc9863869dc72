// How long this process's event loop was blocked while something ran: the api under test runs in the
// test's own process, so work done on its event loop (instead of a worker) shows here, whatever
// the machine's load. An answer's wall-clock time would count every other process too.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/**
 * The longest block allowed while the api works on something heavy off its event loop. What the
 * limit catches is work kept on the loop, which blocks it for seconds; on a quiet machine the
 * longest block is a few tens of ms, and a busy machine's scheduling and garbage collection stay
 * well under this.
 */
export const EVENT_LOOP_BLOCK_LIMIT_MS = 1000;

export interface LoopWatch {
  /** The longest the event loop waited beyond its timer since `watchEventLoop`, in ms; stops watching. */
  stop(): number;
}

/** Starts measuring how late this process's event loop runs its timers. */
export function watchEventLoop(): LoopWatch {
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return {
    stop: () => {
      histogram.disable();
      return histogram.max / 1e6;
    },
  };
}
