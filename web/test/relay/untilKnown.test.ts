import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../src/relay/requestErrors';
import { CHECK_DELAYS_MS, sendUntilKnown } from '../../src/relay/untilKnown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function sender(...answers: Array<unknown>) {
  return vi.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next;
  });
}

describe('sending a create until its outcome is known', () => {
  it('sends again after no answer, an api out of reach or still running, and resolves with the definite answer', async () => {
    const send = sender(
      new RequestError('sem resposta', { noAnswer: true }),
      new RequestError('indisponível', { graphQLErrors: [{ message: 'indisponível', extensions: { code: 'GATEWAY_TIMEOUT', status: 504 } }] }),
      new RequestError('em andamento', { status: 409 }),
      'salva',
    );
    const onUnknown = vi.fn();
    const result = sendUntilKnown(send, { onUnknown, monitor: { whenUp: async () => undefined } });
    await vi.advanceTimersByTimeAsync(CHECK_DELAYS_MS[0] + CHECK_DELAYS_MS[1] + CHECK_DELAYS_MS[2]);
    await expect(result).resolves.toBe('salva');
    expect(send).toHaveBeenCalledTimes(4);
    expect(onUnknown).toHaveBeenCalledTimes(3);
  });

  it('rejects at once with a definite failure', async () => {
    const refusal = new RequestError('negado', { status: 403 });
    const send = sender(refusal);
    await expect(sendUntilKnown(send, { monitor: { whenUp: async () => undefined } })).rejects.toBe(refusal);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('waits for the server to be reachable before asking again', async () => {
    let reachable: () => void = () => undefined;
    const whenUp = vi.fn(() => new Promise<void>((resolve) => (reachable = resolve)));
    const send = sender(new RequestError('sem resposta', { noAnswer: true }), 'salva');
    const result = sendUntilKnown(send, { monitor: { whenUp } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    reachable();
    await expect(result).resolves.toBe('salva');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stops checking when the screen goes away', async () => {
    const controller = new AbortController();
    const failure = new RequestError('sem resposta', { noAnswer: true });
    const send = sender(failure, failure, failure);
    const result = sendUntilKnown(send, { signal: controller.signal, monitor: { whenUp: async () => undefined } });
    const settled = expect(result).rejects.toBe(failure);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    await settled;
    expect(send).toHaveBeenCalledTimes(1);
  });
});
