import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReachabilityMonitor, DOWN_CHECK_MS, IDLE_CHECK_MS } from '../../src/relay/reachability';

function setup(options: { visible?: boolean } = {}) {
  const answers: boolean[] = [];
  let visible = options.visible ?? true;
  const check = vi.fn(async () => answers.shift() ?? true);
  const monitor = createReachabilityMonitor({ check, now: () => Date.now(), visible: () => visible });
  const changes: boolean[] = [];
  const stop = monitor.subscribe(() => changes.push(monitor.isDown()));
  const reconnects = vi.fn();
  monitor.onReconnect(reconnects);
  return {
    monitor,
    check,
    changes,
    reconnects,
    stop,
    answer: (...next: boolean[]) => answers.push(...next),
    show: (next: boolean) => {
      visible = next;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('whether the server can be reached', () => {
  it('checks a failure before saying the server is out of reach', async () => {
    const { monitor, check, changes, answer } = setup();
    answer(true);
    monitor.failed();
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(monitor.isDown()).toBe(false);
    expect(changes).toEqual([]);

    answer(false);
    monitor.failed();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.isDown()).toBe(true);
    expect(changes).toEqual([true]);
  });

  it('asks every 3 s while down, and says so once when the server is back', async () => {
    const { monitor, check, changes, reconnects, answer } = setup();
    answer(false, false, false, true);
    monitor.failed();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.isDown()).toBe(true);
    await vi.advanceTimersByTimeAsync(DOWN_CHECK_MS * 2);
    expect(check).toHaveBeenCalledTimes(3);
    expect(reconnects).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(DOWN_CHECK_MS);
    expect(monitor.isDown()).toBe(false);
    expect(changes).toEqual([true, false]);
    expect(reconnects).toHaveBeenCalledTimes(1);
  });

  it('notices on an idle page that the server went away, and asks nothing while requests are answered', async () => {
    const { monitor, check, answer } = setup();
    await vi.advanceTimersByTimeAsync(IDLE_CHECK_MS - 1000);
    monitor.answered();
    await vi.advanceTimersByTimeAsync(IDLE_CHECK_MS - 1000);
    expect(check).not.toHaveBeenCalled();
    answer(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(monitor.isDown()).toBe(true);
  });

  it('checks at once when a request is answered while the server was out of reach', async () => {
    const { monitor, check, answer } = setup();
    answer(false);
    monitor.failed();
    await vi.advanceTimersByTimeAsync(0);
    answer(true);
    monitor.answered();
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
    expect(monitor.isDown()).toBe(false);
  });

  it('asks nothing from a page in a background tab', async () => {
    const { check, show } = setup({ visible: false });
    await vi.advanceTimersByTimeAsync(IDLE_CHECK_MS * 4);
    expect(check).not.toHaveBeenCalled();
    show(true);
    await vi.advanceTimersByTimeAsync(IDLE_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('says the server is out of reach only while something shows the status', async () => {
    const { monitor, stop, answer } = setup();
    answer(false);
    monitor.failed();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.saysDown()).toBe(true);
    stop();
    expect(monitor.isDown()).toBe(true);
    expect(monitor.saysDown()).toBe(false);
  });

  it('stops checking an idle page once nobody shows the status', async () => {
    const { check, stop } = setup();
    stop();
    await vi.advanceTimersByTimeAsync(IDLE_CHECK_MS * 3);
    expect(check).not.toHaveBeenCalled();
  });

  it('lets a write wait until the server can be reached again', async () => {
    const { monitor, answer } = setup();
    const resolved = vi.fn();
    await monitor.whenUp().then(resolved);
    expect(resolved).toHaveBeenCalledTimes(1);

    answer(false, true);
    monitor.failed();
    await vi.advanceTimersByTimeAsync(0);
    void monitor.whenUp().then(resolved);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DOWN_CHECK_MS);
    expect(resolved).toHaveBeenCalledTimes(2);

    const controller = new AbortController();
    answer(false);
    monitor.failed();
    await vi.advanceTimersByTimeAsync(0);
    const waiting = monitor.whenUp(controller.signal).then(resolved);
    controller.abort();
    await waiting;
    expect(resolved).toHaveBeenCalledTimes(3);
  });
});
