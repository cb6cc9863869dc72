import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as taskReport from '../../../src/features/reports/TaskReportPage';
import { ViewerContext } from '../../../src/lib/viewer';
import { screenQueries } from '../../../src/routes';
import { createMockEnvironment, mountScreen, screenRoute, startedOperation, type MockEnvironment } from '../../relay';
import { CompanyTermsContext } from '../../../src/lib/terms';
import { CLINIC_TERMS } from '../../terms';

const counts = (pairs: [string, number][]) => pairs.map(([label, count], index) => ({ key: String(index), label, count }));

function data(total: number) {
  return {
    viewer: {
      __typename: 'User',
      id: btoa('User:1'),
      company: {
        __typename: 'Company',
        id: btoa('Company:1'),
        taskReport: {
          total,
          totalCount: total,
          byStatus: counts([
            ['Pendente', total - 1],
            ['Atrasada', total ? 1 : 0],
          ]),
          byPriority: counts([['Alta', total]]),
          byBoard: counts(total ? [['Recepção', total]] : []),
          byAssignee: counts(total ? [['Ana Souza', total]] : []),
          rows: total
            ? [
                {
                  databaseId: 9,
                  title: 'Ligar para a Conceição',
                  boardName: 'Recepção',
                  column: 'A fazer',
                  statusText: 'Atrasada',
                  priorityText: 'Alta',
                  assignees: 'Ana Souza',
                  customerName: null,
                  dueDate: '2026-03-01',
                  completedAt: null,
                  createdAt: '2026-02-20T12:00:00.000Z',
                },
              ]
            : [],
        },
      },
    },
  };
}

async function open(total: number) {
  const environment: MockEnvironment = createMockEnvironment();
  const viewer = { id: 'u1', databaseId: 1, name: 'Ana', email: 'ana@clinica.com.br', accountType: 'STANDARD' as const, imageUrl: null };
  mountScreen('/reports/tasks', [screenRoute('/reports/tasks', screenQueries.taskReport, <CompanyTermsContext.Provider value={CLINIC_TERMS}><ViewerContext.Provider value={viewer}><taskReport.Component /></ViewerContext.Provider></CompanyTermsContext.Provider>)], { environment });
  const operation = await startedOperation(environment);
  act(() => environment.mock.resolve(operation, { data: data(total) }));
  return environment;
}

describe('task report', () => {
  it('counts the tasks by status, assignee, board and priority, and previews the rows', async () => {
    await open(12);
    expect(await screen.findByText('12 tarefas no período')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Por situação' })).getByText('Atrasada')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Por responsável' })).getByText('Ana Souza')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Por quadro' })).getByText('Recepção')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Por prioridade' })).getByText('Alta')).toBeTruthy();
    const preview = screen.getByRole('table', { name: 'Pré-visualização do relatório de tarefas' });
    expect(within(preview).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(taskReport.taskReportHeaders('Paciente'));
    expect(within(preview).getByRole('columnheader', { name: 'Paciente' })).toBeTruthy();
    expect(within(preview).getByText('01/03/2026')).toBeTruthy();
    expect(within(preview).getByText('20/02/2026')).toBeTruthy();
  });

  it("says 'No data to export' for a period without tasks", async () => {
    const environment = await open(0);
    await screen.findByText('Nenhuma tarefa no período');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    const exportQuery = await startedOperation(environment);
    expect(exportQuery.request.variables).toMatchObject({ page: 1, perPage: 1000 });
    act(() => environment.mock.resolve(exportQuery, { data: data(0) }));
    expect(await screen.findByText('No data to export')).toBeTruthy();
  });
});
