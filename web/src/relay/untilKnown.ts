import { connection, type ConnectionMonitor } from './connection';
import { outcomeUnknown, statusOfRequestError } from './requestErrors';

/** Waits between checks: short at first, then longer while the answer stays unknown. */
export const CHECK_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000] as const;

/** The api still runs the first request with this Idempotency-Key: asking again later gets its answer. */
const STILL_RUNNING = 409;

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Sends a create until its outcome is known. While an attempt gets no answer, or the gateway could
 * not reach the api or stopped waiting for it (502, 503, 504), or the api still runs the first
 * attempt (409), the same request is sent again, with the same Idempotency-Key, once the server can
 * be reached: the api answers a repeat with what it answered the first time and writes nothing
 * more. `onUnknown` is called each time the outcome is found unknown, so the screen can say it is
 * checking. A definite answer resolves, a definite failure rejects; so does `signal` aborting
 * (with the last failure).
 */
export async function sendUntilKnown<T>(
  send: () => Promise<T>,
  options: { onUnknown?: () => void; signal?: AbortSignal; monitor?: Pick<ConnectionMonitor, 'whenUp'> } = {},
): Promise<T> {
  const monitor = options.monitor ?? connection;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const unknown = outcomeUnknown(error) || statusOfRequestError(error) === STILL_RUNNING;
      if (!unknown || options.signal?.aborted) throw error;
      options.onUnknown?.();
      await sleep(CHECK_DELAYS_MS[Math.min(attempt, CHECK_DELAYS_MS.length - 1)]!, options.signal);
      await monitor.whenUp(options.signal);
      if (options.signal?.aborted) throw error;
    }
  }
}
