import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as dashboardRoute from '../../../src/features/dashboard/DashboardPage';
import { CompanyTermsContext } from '../../../src/lib/terms';
import { screenQueries } from '../../../src/routes';
import { queryLoader } from '../../../src/routing/screen';
import { createMockEnvironment, renderWithRelay, type MockEnvironment } from '../../relay';
import { CLINIC_TERMS } from '../../terms';

const relay = vi.hoisted(() => ({ environment: null as unknown }));
vi.mock('../../../src/relay/environment', () => ({ getEnvironment: () => relay.environment }));


function data(name: string | null) {
  return {
    viewer: {
      __typename: 'User',
      id: btoa('User:1'),
      name,
      company: {
        __typename: 'Company',
        id: btoa('Company:1'),
        dashboard: {
          customers: { total: 1234, thisMonth: 30, changePercent: -12.5, trend: 'DOWN' },
          tasks: { total: 10, pending: 4, completed: 3, dueToday: 2, overdue: 1, completionRate: 30 },
          notesPerMonth: [{ month: '2026-03', label: 'mar/26', count: 4 }],
          tasksPerWeek: [{ week: '2026-03-09', label: '09/03', created: 2, completed: 1 }],
          taskDistribution: [{ status: 'pending', label: 'Pendente', color: 'blue', count: 4 }],
          recentActivities: [
            {
              __typename: 'Activity',
              event: 'CREATE',
              eventText: 'Criação',
              summary: 'Cadastrou o paciente José Ávila',
              userName: 'Ana Souza',
              itemType: 'Customer',
              customerDatabaseId: 7,
              customerName: 'José Ávila',
              relativeTime: 'Há 2 horas',
              createdAt: '2026-03-10T12:00:00.000Z',
              changes: [],
            },
          ],
        },
      },
    },
  };
}

async function open(answer: ReturnType<typeof data> | Error) {
  const environment: MockEnvironment = createMockEnvironment();
  relay.environment = environment;
  renderWithRelay(<div />, {
    environment,
    route: '/dashboard',
    routes: [
      {
        path: '/dashboard',
        loader: queryLoader(screenQueries.dashboard),
        element: (
          <CompanyTermsContext.Provider value={CLINIC_TERMS}>
            <dashboardRoute.Component />
          </CompanyTermsContext.Provider>
        ),
      },
    ],
  });
  const operation = await vi.waitFor(() => {
    const started = environment.mock.getAllOperations()[0];
    if (!started) throw new Error('a consulta ainda não começou');
    return started;
  });
  act(() => (answer instanceof Error ? environment.mock.reject(operation, answer) : environment.mock.resolve(operation, { data: answer })));
}

describe('dashboard', () => {
  it('greets by first name and shows the cards, the alerts, the latest activity and the quick actions', async () => {
    await open(data('Ana Paula Souza'));
    expect(await screen.findByRole('heading', { name: 'Olá, Ana' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pacientes: 1234' })).toBeTruthy();
    expect(screen.getByText('-12,5%')).toBeTruthy();
    expect(screen.getByText('30 neste mês')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vencem hoje: 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Atrasadas: 1' })).toBeTruthy();
    expect(screen.getByText('Cadastrou o paciente José Ávila')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'José Ávila' }).getAttribute('href')).toBe('/customers/details/7');
    for (const [name, to] of [
      ['Cadastrar paciente', '/customers/add'],
      ['Nova tarefa', '/tasks/add'],
      ['Relatórios', '/reports'],
      ['Calendário', '/calendar'],
      ['Ver histórico', '/activity-history'],
      ['Ver pacientes', '/customers'],
      ['Ver quadros de tarefas', '/tasks'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(to);
    }
  });

  it("greets 'Usuário' when the user has no name", async () => {
    await open(data(null));
    expect(await screen.findByRole('heading', { name: 'Olá, Usuário' })).toBeTruthy();
  });

  it("tells when the figures could not be loaded, in the spec's words", async () => {
    await open(new Error('falhou'));
    expect((await screen.findAllByText('Erro ao carregar estatísticas do dashboard')).length).toBeGreaterThan(0);
  });
});
