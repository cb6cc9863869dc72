import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as historyRoute from '../../../src/features/activity/ActivityHistoryPage';
import * as logRoute from '../../../src/features/activity/CompanyLogPage';
import { CompanyTermsContext } from '../../../src/lib/terms';
import { screenQueries } from '../../../src/routes';
import { mountScreen, screenRoute, startedOperation } from '../../relay';
import { CLINIC_TERMS } from '../../terms';

function activity(id: number, event = 'UPDATE') {
  return {
    __typename: 'Activity',
    databaseId: id,
    event,
    eventText: event === 'CREATE' ? 'Criação' : 'Atualização',
    summary: `Alterou os dados do paciente Paciente ${id}`,
    userName: 'Ana Souza',
    itemType: 'Customer',
    customerDatabaseId: 1000 + id,
    customerName: `Paciente ${id}`,
    relativeTime: 'Há 5 minutos',
    createdAt: '2026-03-10T12:00:00.000Z',
    changes: [{ fieldName: 'Nome', from: 'Antigo', to: `Paciente ${id}` }],
  };
}

function page(ids: number[], hasNextPage: boolean) {
  return {
    viewer: {
      __typename: 'User',
      id: btoa('User:1'),
      company: {
        __typename: 'Company',
        id: btoa('Company:1'),
        activityHistory: {
          edges: ids.map((id) => ({ __typename: 'ActivityEdge', cursor: `c${id}`, node: activity(id) })),
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `c${ids.at(-1)}` },
        },
      },
    },
  };
}

async function open(route: string, module: typeof historyRoute | typeof logRoute, path: string, declared: keyof typeof screenQueries) {
  const { environment } = mountScreen(route, [screenRoute(path, screenQueries[declared], <CompanyTermsContext.Provider value={CLINIC_TERMS}><module.Component /></CompanyTermsContext.Provider>)]);
  return { environment, operation: await startedOperation(environment) };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from - index);

describe('activity history', () => {
  it('opens on the last month, shows each entry with its changes, and adds 50 more with Carregar mais', async () => {
    const { environment, operation } = await open('/activity-history', historyRoute, '/activity-history', 'activityHistory');
    expect(operation.request.variables.fromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(operation.request.variables.itemTypes).toBeNull();
    act(() => environment.mock.resolve(operation, { data: page(range(200, 50), true) }));
    expect(await screen.findByText('Alterou os dados do paciente Paciente 200')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Paciente 200' }).getAttribute('href')).toBe('/customers/details/1200');
    expect(screen.getAllByText('Há 5 minutos')).toHaveLength(50);
    expect(screen.getAllByText('Antigo')).toHaveLength(50);

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    const next = await startedOperation(environment);
    expect(next.request.variables).toMatchObject({ first: 50, after: 'c151' });
    act(() => environment.mock.resolve(next, { data: { node: page(range(150, 3), false).viewer.company } }));
    expect(await screen.findByText('Alterou os dados do paciente Paciente 148')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  }, 20_000);

  it('asks again with the event type chosen', async () => {
    const { environment, operation } = await open('/activity-history', historyRoute, '/activity-history', 'activityHistory');
    act(() => environment.mock.resolve(operation, { data: page([3, 2, 1], false) }));
    await screen.findByText('Alterou os dados do paciente Paciente 3');
    fireEvent.click(screen.getByRole('combobox', { name: 'Tipo de evento' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Exclusão', hidden: true }));
    const refetch = await startedOperation(environment);
    expect(refetch.request.variables).toMatchObject({ events: ['DESTROY'], first: 50 });
  });

  it('keeps the company log to the administration of the company', async () => {
    const { operation } = await open('/business/log', logRoute, '/business/log', 'companyLog');
    expect(operation.request.variables.itemTypes).toEqual(['Company', 'User', 'CustomerField', 'Subscription', 'PaymentMethod', 'SigningCertificate']);
  });

  it("tells a note's entry as a sentence with a link to its customer, and lists no change", async () => {
    const { environment, operation } = await open('/activity-history', historyRoute, '/activity-history', 'activityHistory');
    const data = page([9], false);
    data.viewer.company.activityHistory.edges[0]!.node = {
      ...activity(9, 'CREATE'),
      summary: 'Escreveu uma anotação',
      itemType: 'CustomerNote',
      customerName: 'Joana Dias',
      customerDatabaseId: 42,
      changes: [],
    };
    act(() => environment.mock.resolve(operation, { data }));
    expect(await screen.findByText('Escreveu uma anotação')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Joana Dias' }).getAttribute('href')).toBe('/customers/details/42');
    expect(screen.getByText(/Paciente:/)).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('tells when the history could not be loaded', async () => {
    const { environment, operation } = await open('/activity-history', historyRoute, '/activity-history', 'activityHistory');
    act(() => environment.mock.reject(operation, new Error('falhou')));
    expect((await screen.findAllByText('Erro ao carregar histórico de atividades')).length).toBeGreaterThan(0);
  });
});
