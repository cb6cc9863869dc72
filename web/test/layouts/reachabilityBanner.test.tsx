import { act, screen } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockResolvers } from 'relay-test-utils';
import boardQuery from '../../src/features/tasks/__generated__/TaskBoardPageQuery.graphql';
import { saveSession } from '../../src/lib/session';
import { mainLayoutQuery } from '../../src/layouts/MainLayout';
import { reachability } from '../../src/relay/reachability';
import { routes } from '../../src/routes';
import { createMockEnvironment, MockPayloadGenerator, mountApp, type MockEnvironment } from '../relay';

const WAIT = { timeout: 5000 };
const BANNER = 'Sem conexão com o servidor. Tentando reconectar…';
const BOARD_VARIABLES = { id: 4, groupBy: 'KANBAN_GROUP', filter: null };

const resolvers: MockResolvers = {
  User: () => ({ name: 'Ana Paula Souza', email: 'ana@clinica.com.br', imageUrl: null, accountType: 'SYSTEM_ADMIN', rules: [{ actions: ['manage'], subjects: ['all'], conditions: null, fields: null, inverted: false }] }),
  Company: () => ({ companyTreatment: 'Clínica', companyTreatmentPlural: 'Clínicas', customerTreatment: 'Paciente', customerTreatmentPlural: 'Pacientes', imageUrl: null }),
  TaskList: () => ({ name: 'Recepção', databaseId: 4, columns: ['A fazer'], groups: [] }),
};

/** The health check answers `reachable`; each call is counted. */
function healthAnswers(reachable: { now: boolean }) {
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    if (String(url) !== '/healthz') throw new Error(`unexpected request to ${String(url)}`);
    return new Response(JSON.stringify({ status: reachable.now ? 'ok' : 'degraded' }), { status: reachable.now ? 200 : 503 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Answers the operation `name` once it has been sent: with `error`, or with data made from the resolvers. */
async function answer(environment: MockEnvironment, name: string, error?: Error): Promise<void> {
  await vi.waitFor(() => {
    const operation: OperationDescriptor | undefined = environment.mock
      .getAllOperations()
      .find((pending) => pending.request.node.params.name === name);
    if (!operation) throw new Error(`${name} has not started`);
    // Throws until the operation has been sent.
    act(() => {
      if (error) environment.mock.reject(operation, error);
      else environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
    });
  }, WAIT);
}

async function openBoard() {
  const environment: MockEnvironment = createMockEnvironment();
  saveSession({ accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'ana@clinica.com.br' });
  environment.mock.queuePendingOperation(mainLayoutQuery, {});
  environment.mock.queuePendingOperation(boardQuery, BOARD_VARIABLES);
  mountApp(routes, '/tasks/board/4', { environment });
  await answer(environment, 'MainLayoutQuery');
  return environment;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the reachability banner of the main layout', () => {
  it('shows while the server is out of reach, and a board that failed to load recovers by itself when it returns', async () => {
    const reachable = { now: true };
    healthAnswers(reachable);
    const environment = await openBoard();

    reachable.now = false;
    await answer(environment, 'TaskBoardPageQuery', new Error('O servidor está temporariamente indisponível'));
    reachability.failed();
    expect(await screen.findByText('Erro ao carregar quadro de tarefas', { selector: 'p' }, WAIT)).toBeTruthy();
    const banner = await screen.findByText(BANNER, {}, WAIT);
    expect(banner.closest('[role="status"]')).toBeTruthy();

    // The server returns: the banner goes and the board loads again, without the user asking.
    environment.mock.queuePendingOperation(boardQuery, BOARD_VARIABLES);
    reachable.now = true;
    await act(async () => reachability.checkNow());
    await vi.waitFor(() => expect(screen.queryByText(BANNER)).toBeNull(), WAIT);
    await answer(environment, 'TaskBoardPageQuery');
    await vi.waitFor(() => expect(screen.queryByText('Erro ao carregar quadro de tarefas', { selector: 'p' })).toBeNull(), WAIT);
    expect((await screen.findAllByText('Recepção', {}, WAIT)).length).toBeGreaterThan(0);
  }, 20_000);
});
