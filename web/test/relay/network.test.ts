import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { setReportSink, type Report } from '../../src/lib/errorReporter';
import { saveSession } from '../../src/lib/session';
import { IDEMPOTENCY_MESSAGES } from '@practice/common';
import { API_CALL_TIMEOUT_MS, CHECK_DELAYS_MS, REQUEST_TIMEOUT_MS, createFetchGraphQL, type NetworkDeps } from '../../src/relay/network';
import { RequestError } from '../../src/relay/requestErrors';

function operation(name: string, operationKind: 'query' | 'mutation' = 'query'): RequestParameters {
  return { id: null, cacheID: name, name, operationKind, text: `${operationKind} ${name} { viewer { id } }`, metadata: {}, providedVariables: {} } as RequestParameters;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function graphQLError(status: number, message = 'falhou') {
  return { errors: [{ message, extensions: { status } }], data: null };
}

type Setup = {
  responses: Array<Response | Error | 'hang' | Promise<Response>>;
  online?: boolean;
  down?: boolean;
  whenUp?: (signal?: AbortSignal) => Promise<void>;
};

function setup({ responses, online = true, down = false, whenUp = async () => undefined }: Setup) {
  const toasts: Array<{ message: string; autoClose?: number }> = [];
  const signOut = vi.fn<(redirectTo: string) => void>();
  const suspended = vi.fn<() => void>();
  const twoFactorSetupRequired = vi.fn<() => void>();
  const calls: RequestInit[] = [];
  const reachability = { failed: vi.fn(), answered: vi.fn(), isDown: () => down, saysDown: () => down, whenUp };
  const deps: NetworkDeps = {
    fetch: vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      const next = responses.shift() ?? json({ data: {} });
      if (next === 'hang') {
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }
      if (next instanceof Error) throw next;
      return await next;
    }) as unknown as typeof fetch,
    toastError: (message, options) => toasts.push({ message, autoClose: options.autoClose }),
    signOut,
    now: () => Date.now(),
    isOnline: () => online,
    currentPath: () => '/customers?page=2',
    suspended,
    twoFactorSetupRequired,
    reachability,
  };
  const fetchGraphQL = createFetchGraphQL(deps);
  const run = (request: RequestParameters, metadata: Record<string, unknown> = {}) => {
    const result: { response?: GraphQLResponse; error?: unknown; done: boolean } = { done: false };
    fetchGraphQL(request, {}, { metadata }).subscribe({
      next: (response) => {
        result.response = response;
      },
      error: (error: unknown) => {
        result.error = error;
        result.done = true;
      },
      complete: () => {
        result.done = true;
      },
    });
    return result;
  };
  /** Subscribes like `run`, and answers the unsubscribe that a screen going away makes. */
  const start = (request: RequestParameters, metadata: Record<string, unknown> = {}) => {
    const result: { response?: GraphQLResponse; error?: unknown } = {};
    const subscription = fetchGraphQL(request, {}, { metadata }).subscribe({
      next: (response) => {
        result.response = response;
      },
      error: (error: unknown) => {
        result.error = error;
      },
    });
    return { result, stop: () => subscription.unsubscribe() };
  };
  return { toasts, signOut, suspended, twoFactorSetupRequired, calls, run, start, reachability };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the network layer', () => {
  it('posts the operation with the CSRF marker and the stored auth headers', async () => {
    saveSession({ accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'ana@x.com' });
    const { calls, run } = setup({ responses: [json({ data: { viewer: null } })] });
    const result = run(operation('MainLayoutQuery'));
    await vi.advanceTimersByTimeAsync(0);
    expect(result.response).toEqual({ data: { viewer: null } });
    const headers = calls[0]?.headers as Record<string, string>;
    expect(headers['x-graphql-csrf']).toBe('1');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['access-token']).toBe('tok');
    expect(headers.uid).toBe('ana@x.com');
    expect(JSON.parse(String(calls[0]?.body)).operationName).toBe('MainLayoutQuery');
  });

  it.each([
    [403, 'Você não tem permissão para acessar este recurso'],
    [404, 'Recurso não encontrado'],
    [422, 'Dados inválidos. Verifique as informações enviadas'],
    [500, 'Erro no servidor. Tente novamente em alguns instantes'],
    [503, 'O servidor está temporariamente indisponível'],
    [409, 'Erro ao processar requisição'],
  ])('toasts the catalogue message for a %i', async (status, message) => {
    const { toasts, run } = setup({ responses: [json(graphQLError(status)), json(graphQLError(status)), json(graphQLError(status))] });
    const result = run(operation('SaveMutation', 'mutation'));
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts.map((toast) => toast.message)).toEqual([message]);
    expect(result.error).toBeInstanceOf(RequestError);
    expect((result.error as RequestError).graphQLErrors[0]?.message).toBe('falhou');
  });

  it('says the connection failed when the server cannot be reached', async () => {
    const failures = Array.from({ length: 3 }, () => new TypeError('Failed to fetch'));
    const { toasts, run } = setup({ responses: failures });
    run(operation('AnyQuery'));
    await vi.advanceTimersByTimeAsync(6000);
    expect(toasts.map((toast) => toast.message)).toEqual(['Erro de conexão. Verifique sua internet']);
  });

  it('sends a suspended company to the suspended page instead of toasting the 402', async () => {
    const { toasts, suspended, run } = setup({ responses: [json(graphQLError(402, 'A assinatura da sua empresa está suspensa.'))] });
    const result = run(operation('CustomersPageQuery'));
    await vi.advanceTimersByTimeAsync(0);
    expect(suspended).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
    expect(result.done).toBe(false);
  });

  it('sends a user whose company demands two-step sign-in to set it up instead of toasting the 403', async () => {
    const refusal = { errors: [{ message: 'Sua empresa exige a verificação em duas etapas.', extensions: { status: 403, code: 'TWO_FACTOR_SETUP_REQUIRED' } }], data: null };
    const { toasts, twoFactorSetupRequired, run } = setup({ responses: [json(refusal)] });
    const result = run(operation('CustomersPageQuery'));
    await vi.advanceTimersByTimeAsync(0);
    expect(twoFactorSetupRequired).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
    expect(result.done).toBe(false);
  });

  it('reads an HTTP failure without GraphQL errors by its status', async () => {
    const { toasts, run } = setup({ responses: [new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' })] });
    const result = run(operation('SaveMutation', 'mutation'));
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts.map((toast) => toast.message)).toEqual(['O servidor está temporariamente indisponível']);
    expect((result.error as RequestError).status).toBe(502);
  });

  it('says the browser is offline when it is', async () => {
    const failures = Array.from({ length: 3 }, () => new TypeError('Failed to fetch'));
    const { toasts, run } = setup({ responses: failures, online: false });
    run(operation('AnyQuery'));
    await vi.advanceTimersByTimeAsync(6000);
    expect(toasts.map((toast) => toast.message)).toEqual(['Você está offline. Verifique sua conexão.']);
  });

  it('shows the same failure of the same operation once within 3 s', async () => {
    const failures = Array.from({ length: 3 }, () => json(graphQLError(404)));
    const { toasts, run } = setup({ responses: failures });
    run(operation('NoteQuery', 'mutation'));
    run(operation('NoteQuery', 'mutation'));
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    run(operation('NoteQuery', 'mutation'));
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts).toHaveLength(2);
  });

  it('asks again twice, 3 s apart, when a query meets a 500, and toasts only the last failure', async () => {
    const { toasts, calls, run } = setup({
      responses: [json(graphQLError(500)), json(graphQLError(500)), json({ data: { viewer: { id: '1' } } })],
    });
    const result = run(operation('CustomersQuery'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(3);
    expect(result.response).toEqual({ data: { viewer: { id: '1' } } });
    expect(toasts).toHaveLength(0);
  });

  it.each([
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['BAD_REQUEST', 409],
    ['BAD_USER_INPUT', 422],
    ['TOO_MANY_REQUESTS', 429],
  ])('never asks again after a refusal (%s, %i): the answer would be the same', async (code, status) => {
    const refusal = () => json({ errors: [{ message: 'Acesso negado', extensions: { code, status } }], data: null });
    const { calls, run } = setup({ responses: [refusal(), refusal(), refusal()] });
    const result = run(operation('CustomerDetailsPageQuery'));
    await vi.advanceTimersByTimeAsync(0);
    expect(result.error).toBeInstanceOf(RequestError);
    expect((result.error as RequestError).status).toBe(status);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it('never asks again after a refusal that names only its code', async () => {
    const refusal = () => json({ errors: [{ message: 'Acesso negado', extensions: { code: 'FORBIDDEN' } }], data: null });
    const { calls, run } = setup({ responses: [refusal(), refusal(), refusal()] });
    run(operation('CustomerDetailsPageQuery'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it.each<[string, () => Response | Error]>([
    ['a network failure', () => new TypeError('Failed to fetch')],
    ['a 502 without GraphQL errors', () => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' })],
    ['an api out of reach (503)', () => json({ errors: [{ message: 'indisponível', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } }], data: null })],
    ['an api that did not answer in time (504)', () => json({ errors: [{ message: 'demorou', extensions: { code: 'GATEWAY_TIMEOUT', status: 504 } }], data: null })],
  ])('asks again after %s', async (_name, failure) => {
    const { calls, run } = setup({ responses: [failure(), failure(), json({ data: { viewer: { id: '1' } } })] });
    const result = run(operation('CustomersQuery'));
    await vi.advanceTimersByTimeAsync(6000);
    expect(calls).toHaveLength(3);
    expect(result.response).toEqual({ data: { viewer: { id: '1' } } });
  });

  it('does not ask again while the server is known to be out of reach: the screen loads again when it returns', async () => {
    const unreachable = () => json({ errors: [{ message: 'indisponível', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } }], data: null });
    const { calls, run } = setup({ responses: [unreachable(), unreachable(), unreachable()], down: true });
    const result = run(operation('TaskBoardPageQuery'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect((result.error as RequestError).status).toBe(503);
  });

  it('toasts no failure of reaching the server while the page already says the server is out of reach', async () => {
    const unreachable = () => json({ errors: [{ message: 'indisponível', extensions: { code: 'GATEWAY_TIMEOUT', status: 504 } }], data: null });
    const { toasts, run } = setup({ responses: [unreachable(), new TypeError('Failed to fetch'), json(graphQLError(403))], down: true });
    const first = run(operation('TaskBoardPageQuery'));
    const second = run(operation('SaveMutation', 'mutation'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(first.error).toBeInstanceOf(RequestError);
    expect(second.error).toBeInstanceOf(RequestError);
    expect(toasts).toEqual([]);
    run(operation('OtherMutation', 'mutation'));
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts.map((toast) => toast.message)).toEqual(['Você não tem permissão para acessar este recurso']);
  });

  it('tells the reachability monitor what became of each request: out of reach, or answered', async () => {
    const { run, reachability } = setup({
      responses: [
        new TypeError('Failed to fetch'),
        json({ errors: [{ message: 'indisponível', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } }], data: null }),
        json(graphQLError(403)),
        json({ data: {} }),
      ],
    });
    run(operation('FirstMutation', 'mutation'));
    run(operation('SecondMutation', 'mutation'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reachability.failed).toHaveBeenCalledTimes(2);
    expect(reachability.answered).not.toHaveBeenCalled();
    run(operation('ThirdMutation', 'mutation'));
    run(operation('FourthMutation', 'mutation'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reachability.answered).toHaveBeenCalledTimes(2);
    expect(reachability.failed).toHaveBeenCalledTimes(2);
  });

  it('never repeats a mutation', async () => {
    const { calls, run } = setup({ responses: [json(graphQLError(500))] });
    run(operation('SaveMutation', 'mutation'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it('asks a query again when a mutation is answered while it is on its way, and hands over the later read', async () => {
    let answerStaleRead!: (response: Response) => void;
    const staleRead = new Promise<Response>((resolve) => (answerStaleRead = resolve));
    const { calls, run } = setup({
      responses: [staleRead, json({ data: { createCustomerNote: { noteEdge: { node: { id: 'n1' } } } } }), json({ data: { notes: ['n1'] } })],
    });
    const query = run(operation('CustomerDetailsPageQuery'));
    const mutation = run(operation('CustomerNotesCreateMutation', 'mutation'));
    await vi.advanceTimersByTimeAsync(0);
    expect(mutation.done).toBe(true);
    // The query's read was made before the note was written, and arrives after the note's answer.
    answerStaleRead(json({ data: { notes: [] } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(3);
    expect(query.response).toEqual({ data: { notes: ['n1'] } });
  });

  it('asks a query once when no mutation is answered while it is on its way, and stops asking again after two overtakings', async () => {
    const single = setup({ responses: [json({ data: { notes: [] } }), json({ data: {} })] });
    const query = single.run(operation('CustomerDetailsPageQuery'));
    await vi.advanceTimersByTimeAsync(0);
    single.run(operation('CustomerNotesCreateMutation', 'mutation'));
    await vi.advanceTimersByTimeAsync(0);
    expect(single.calls).toHaveLength(2);
    expect(query.response).toEqual({ data: { notes: [] } });

    // A mutation answered during each of the query's three reads: the third read is handed over.
    const reads = [0, 1, 2].map(() => {
      let answer!: (response: Response) => void;
      const promise = new Promise<Response>((resolve) => (answer = resolve));
      return { promise, answer };
    });
    const busy = setup({
      responses: [reads[0]!.promise, json({ data: {} }), reads[1]!.promise, json({ data: {} }), reads[2]!.promise, json({ data: {} })],
    });
    const overtaken = busy.run(operation('BoardQuery'));
    for (const [index, read] of reads.entries()) {
      busy.run(operation(`MoveMutation${index}`, 'mutation'));
      await vi.advanceTimersByTimeAsync(0);
      read.answer(json({ data: { read: index } }));
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(busy.calls).toHaveLength(6);
    expect(overtaken.response).toEqual({ data: { read: 2 } });
  });

  it('stays quiet when the request asks to skip the global toast', async () => {
    const { toasts, run } = setup({ responses: [json(graphQLError(422))] });
    const result = run(operation('SignupMutation', 'mutation'), { skipErrorToast: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts).toHaveLength(0);
    expect(result.error).toBeInstanceOf(RequestError);
  });

  it('sends a create’s Idempotency-Key when it has one, and none otherwise', async () => {
    const { calls, run } = setup({ responses: [json({ data: {} }), json({ data: {} })] });
    run(operation('CustomerNotesCreateMutation', 'mutation'), { idempotencyKey: 'chave-1' });
    run(operation('NoteItemUpdateMutation', 'mutation'));
    await vi.advanceTimersByTimeAsync(0);
    expect((calls[0]?.headers as Record<string, string>)['Idempotency-Key']).toBe('chave-1');
    expect(calls[1]?.headers).not.toHaveProperty('Idempotency-Key');
  });

  describe('a create sent with an Idempotency-Key', () => {
    const keyOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>)['Idempotency-Key'];

    it('is sent again after no answer, an api out of reach or still running, with its key, until the answer is known', async () => {
      const { calls, run, toasts } = setup({
        responses: [
          new TypeError('Failed to fetch'),
          json({ errors: [{ message: 'indisponível', extensions: { code: 'GATEWAY_TIMEOUT', status: 504 } }], data: null }),
          json({ errors: [{ message: IDEMPOTENCY_MESSAGES.stillRunning, extensions: { code: 'CONFLICT', status: 409 } }], data: null }),
          json({ data: { createCustomer: { customer: { id: 'Q3VzdG9tZXI6MQ==' } } } }),
        ],
      });
      const onOutcomeUnknown = vi.fn();
      const result = run(operation('CustomerAddMutation', 'mutation'), { idempotencyKey: 'chave-1', onOutcomeUnknown });
      await vi.advanceTimersByTimeAsync(CHECK_DELAYS_MS[0] + CHECK_DELAYS_MS[1] + CHECK_DELAYS_MS[2]);
      expect(result.response).toEqual({ data: { createCustomer: { customer: { id: 'Q3VzdG9tZXI6MQ==' } } } });
      expect(calls.map(keyOf)).toEqual(['chave-1', 'chave-1', 'chave-1', 'chave-1']);
      expect(onOutcomeUnknown).toHaveBeenCalledTimes(3);
      expect(toasts).toEqual([]);
    });

    it('is not sent again after a definite answer: a refusal, or a repeat whose answer was not kept', async () => {
      for (const answer of [graphQLError(422, 'Nome não pode ficar em branco'), graphQLError(409, IDEMPOTENCY_MESSAGES.notKept)]) {
        const { calls, run } = setup({ responses: [json(answer)] });
        const result = run(operation('TwoFactorSetupMutation', 'mutation'), { idempotencyKey: 'chave-2', skipErrorToast: true });
        await vi.advanceTimersByTimeAsync(60_000);
        expect(calls).toHaveLength(1);
        expect(result.error).toBeInstanceOf(RequestError);
      }
    });

    it('waits for the server to be reachable before sending again', async () => {
      let reachable: () => void = () => undefined;
      const whenUp = vi.fn(() => new Promise<void>((resolve) => (reachable = resolve)));
      const { calls, run } = setup({ responses: [new TypeError('Failed to fetch'), json({ data: { ok: true } })], whenUp });
      const result = run(operation('BookingPageMutation', 'mutation'), { idempotencyKey: 'chave-3' });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls).toHaveLength(1);
      reachable();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(2);
      expect(result.response).toEqual({ data: { ok: true } });
    });

    it('stops when the mutation is disposed', async () => {
      const { calls, start } = setup({ responses: [new TypeError('Failed to fetch'), new TypeError('Failed to fetch')] });
      const { stop } = start(operation('TaskAddMutation', 'mutation'), { idempotencyKey: 'chave-4' });
      await vi.advanceTimersByTimeAsync(0);
      stop();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls).toHaveLength(1);
    });

    it('is a rule of keyed creates only: a mutation without a key fails at once', async () => {
      const { calls, run } = setup({ responses: [new TypeError('Failed to fetch')] });
      const result = run(operation('NoteItemUpdateMutation', 'mutation'));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls).toHaveLength(1);
      expect(result.error).toBeInstanceOf(RequestError);
    });
  });

  it('waits longer than the gateway waits for the api, then gives up with a reachability error', async () => {
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(API_CALL_TIMEOUT_MS);
    const { toasts, run } = setup({ responses: ['hang'] });
    const result = run(operation('SlowMutation', 'mutation'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(result.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toBeInstanceOf(RequestError);
    expect(toasts.map((toast) => toast.message)).toEqual(['Erro de conexão. Verifique sua internet']);
  });

  it('reports a call slower than 25 s', async () => {
    const reports: Report[] = [];
    setReportSink((report) => reports.push(report));
    try {
      const { run } = setup({ responses: ['hang'] });
      run(operation('CustomersReportQuery'));
      await vi.advanceTimersByTimeAsync(24_999);
      expect(reports).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(reports).toMatchObject([{ level: 'warning', context: { operation: 'CustomersReportQuery' } }]);
    } finally {
      setReportSink(null);
    }
  });

  it('on a 401 toasts for 8 s and signs out a second later, back to the page the user was on', async () => {
    saveSession({ accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'ana@x.com' });
    const { toasts, signOut, run } = setup({
      responses: [json({ errors: [{ message: 'Sessão expirada', extensions: { code: 'UNAUTHENTICATED', status: 401 } }], data: { viewer: null } })],
    });
    run(operation('MainLayoutQuery'));
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts).toEqual([{ message: 'Sessão expirada. Faça login novamente', autoClose: 8000 }]);
    expect(signOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(signOut).toHaveBeenCalledWith('/customers?page=2');
  });

  it('leaves a 401 to the screen when nobody was signed in', async () => {
    const { toasts, signOut, run } = setup({ responses: [json(graphQLError(401))] });
    const result = run(operation('SignInMutation', 'mutation'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(toasts).toHaveLength(0);
    expect(signOut).not.toHaveBeenCalled();
    expect(result.error).toBeInstanceOf(RequestError);
  });
});
