import { useEffect, useRef, useSyncExternalStore } from 'react';

export const SERVER_UNREACHABLE_MESSAGE = 'Sem conexão com o servidor. Tentando reconectar…';
/** The gateway's health check: 200 while it reaches the api, 503 when it does not. */
export const HEALTH_PATH = '/healthz';
/** An idle page asks whether the server is still there this often (nothing else would tell it). */
export const IDLE_CHECK_MS = 15_000;
/** While the server is unreachable, it is asked again this often. */
export const DOWN_CHECK_MS = 3_000;
/** A health check that has not answered by then counts as failed (the gateway gives up after 5 s). */
export const CHECK_TIMEOUT_MS = 10_000;

export type ReachabilityMonitorDeps = {
  /** Whether the server, and the api behind it, answer now. */
  check: () => Promise<boolean>;
  now: () => number;
  /** Whether the page is on screen; a page in a background tab checks nothing until it is shown again. */
  visible: () => boolean;
};

export type ReachabilityMonitor = {
  /** A request or the live stream failed as an unreachable server makes them fail: checked at once. */
  failed(): void;
  /** The server answered a request or opened the live stream: no check is needed for a while, unless it was down. */
  answered(): void;
  /** Asks the server now (the page came back to the screen, the browser went online). */
  checkNow(): void;
  isDown(): boolean;
  /** Whether the page says the server is out of reach now: it is down, and something shows the status (the banner). */
  saysDown(): boolean;
  /** Status changes. While anyone listens, an idle page checks the server now and then. */
  subscribe(listener: () => void): () => void;
  /** Called each time the server is reached again after being unreachable. */
  onReconnect(listener: () => void): () => void;
  /** Resolves once the server is reachable (at once when it is), or when `signal` aborts. */
  whenUp(signal?: AbortSignal): Promise<void>;
};

/**
 * One place that knows whether the server can be reached. Requests and the subscriptions' stream
 * report what happened to them; a failure is confirmed by asking the gateway's health check, and
 * only those checks move the status, so one slow answer does not raise an alarm. While down, the
 * server is asked every few seconds until it answers; while up, an idle page asks every 15 s.
 */
export function createReachabilityMonitor(deps: ReachabilityMonitorDeps): ReachabilityMonitor {
  let down = false;
  let checking = false;
  let lastEvidence = deps.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const reconnectListeners = new Set<() => void>();

  const setDown = (next: boolean) => {
    if (next === down) return;
    down = next;
    for (const listener of [...listeners]) listener();
    if (!down) for (const listener of [...reconnectListeners]) listener();
  };

  const check = () => {
    if (checking) return;
    checking = true;
    void deps
      .check()
      .catch(() => false)
      .then((reachable) => {
        checking = false;
        lastEvidence = deps.now();
        setDown(!reachable);
        schedule();
      });
  };

  function schedule(): void {
    clearTimeout(timer);
    timer = undefined;
    // Nobody shows the status and nobody waits for the server: there is nothing to check for.
    if (listeners.size === 0 && !down) return;
    const due = down ? DOWN_CHECK_MS : Math.max(0, lastEvidence + IDLE_CHECK_MS - deps.now());
    // A page in a background tab asks nothing until it is shown again (see checkNow).
    const wait = deps.visible() ? due : Math.max(due, down ? DOWN_CHECK_MS : IDLE_CHECK_MS);
    timer = setTimeout(() => {
      timer = undefined;
      if (deps.visible() && (down || deps.now() - lastEvidence >= IDLE_CHECK_MS)) check();
      else schedule();
    }, wait);
  }

  const onReconnect = (listener: () => void) => {
    reconnectListeners.add(listener);
    return () => {
      reconnectListeners.delete(listener);
    };
  };

  return {
    failed() {
      if (!down) check();
    },
    answered() {
      if (down) check();
      else lastEvidence = deps.now();
    },
    checkNow: check,
    isDown: () => down,
    saysDown: () => down && listeners.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      if (timer === undefined && !checking) schedule();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && !down) {
          clearTimeout(timer);
          timer = undefined;
        }
      };
    },
    onReconnect,
    whenUp(signal) {
      if (!down || signal?.aborted) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          stop();
          signal?.removeEventListener('abort', done);
          resolve();
        };
        const stop = onReconnect(done);
        signal?.addEventListener('abort', done, { once: true });
      });
    },
  };
}

async function checkHealth(): Promise<boolean> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
  try {
    const response = await fetch(HEALTH_PATH, { cache: 'no-store', signal: controller.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timeout);
  }
}

/** Whether the page reaches the server, fed by network.ts and shown by the main layout's banner. */
export const reachability: ReachabilityMonitor = createReachabilityMonitor({
  check: checkHealth,
  now: () => Date.now(),
  visible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => reachability.checkNow());
  window.addEventListener('offline', () => reachability.checkNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && reachability.isDown()) reachability.checkNow();
  });
}

/** Whether the server is out of reach now; re-renders when that changes. */
export function useServerDown(monitor: ReachabilityMonitor = reachability): boolean {
  return useSyncExternalStore(monitor.subscribe, monitor.isDown, monitor.isDown);
}

/** Calls `onReconnect` each time the server is reached again after being out of reach. */
export function useOnReconnect(onReconnect: () => void, monitor: ReachabilityMonitor = reachability): void {
  const latest = useRef(onReconnect);
  useEffect(() => {
    latest.current = onReconnect;
  });
  useEffect(() => monitor.onReconnect(() => latest.current()), [monitor]);
}
