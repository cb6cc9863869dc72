import { act, screen, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import * as dashboardRoute from '../../../src/features/dashboard/DashboardPage';
import { CompanyTermsContext } from '../../../src/lib/terms';
import { dashboardDays } from '../../../src/features/appointments/agenda';
import { screenQueries } from '../../../src/routes';
import { queryLoader } from '../../../src/routing/screen';
import { createMockEnvironment, mountScreen, startedOperation, type MockEnvironment } from '../../relay';
import { CLINIC_TERMS } from '../../terms';

const appointment = (id: number, startsAt: string, status: string, customer: string) => ({
  id: btoa(`Appointment:${id}`),
  startsAt,
  endsAt: startsAt.replace(/T(\d\d):00/, (_, hour: string) => `T${hour}:50`),
  status,
  customer: { name: customer },
  professional: { name: 'Bruno Lima' },
});

function data(name: string | null, month: string[] = ['ATTENDED', 'ATTENDED', 'MISSED'], accountType = 'STANDARD') {
  return {
    today: [appointment(1, '2026-03-10T09:00:00', 'CONFIRMED', 'Ana Souza'), appointment(2, '2026-03-10T14:00:00', 'SCHEDULED', 'Caio Reis')],
    month: month.map((status, index) => ({ id: btoa(`Appointment:${10 + index}`), status })),
    viewer: {
      __typename: 'User',
      id: btoa('User:1'),
      accountType,
      name,
      company: {
        __typename: 'Company',
        id: btoa('Company:1'),
        dashboard: {
          customers: { total: 1234, thisMonth: 30, lastMonth: 34, changePercent: -12.5, trend: 'DOWN' },
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

async function open(answer: ReturnType<typeof data> | Error): Promise<OperationDescriptor | undefined> {
  const environment: MockEnvironment = createMockEnvironment();
  mountScreen('/dashboard', [
      {
        path: '/dashboard',
        loader: queryLoader(screenQueries.dashboard),
        element: (
          <CompanyTermsContext.Provider value={CLINIC_TERMS}>
            <dashboardRoute.Component />
          </CompanyTermsContext.Provider>
        ),
      },
    ], { environment });
  const operation = await startedOperation(environment);
  act(() => (answer instanceof Error ? environment.mock.reject(operation, answer) : environment.mock.resolve(operation, { data: answer })));
  return operation;
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
      ['Prazos das tarefas', '/calendar'],
      ['Ver histórico', '/activity-history'],
      ['Ver pacientes', '/customers'],
      ['Ver quadros de tarefas', '/tasks'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(to);
    }
  });

  it("shows today's agenda and the month's attendance, asking today and this month", async () => {
    const operation = await open(data('Ana'));
    expect(operation?.request.variables).toEqual(dashboardDays());
    const today = await screen.findByRole('list', { name: 'Atendimentos de hoje' });
    expect(within(today).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '09:00–09:50Ana SouzaBruno LimaConfirmado',
      '14:00–14:50Caio ReisBruno LimaAgendado',
    ]);
    expect(screen.getByTestId('attendance-rate').textContent).toBe('66,7%');
    expect(screen.getByText('2 atendidos · 1 falta')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir agenda' }).getAttribute('href')).toMatch(/^\/agenda\?date=\d{4}-\d{2}-\d{2}$/);
  });

  it("leaves out the professional for a limited user, and shows '—' with nothing to count", async () => {
    await open(data('Ana', [], 'LIMITED'));
    const today = await screen.findByRole('list', { name: 'Atendimentos de hoje' });
    expect(within(today).queryByText('Bruno Lima')).toBeNull();
    expect(screen.getByTestId('attendance-rate').textContent).toBe('—');
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
