import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as customerReport from '../../../src/features/reports/CustomerReportPage';
import { ReportsPage } from '../../../src/features/reports/ReportsPage';
import { REPORTS_DENIED_MESSAGE } from '../../../src/features/reports/ReportsAccess';
import { CompanyTermsContext } from '../../../src/lib/terms';
import { ViewerContext, type AccountType } from '../../../src/lib/viewer';
import { screenQueries } from '../../../src/routes';
import { mountScreen, renderWithRelay, screenRoute, startedOperation } from '../../relay';
import { CLINIC_TERMS } from '../../terms';

function as(accountType: AccountType, element: ReactElement) {
  const viewer = { id: 'u1', databaseId: 1, name: 'Ana', email: 'ana@clinica.com.br', accountType, imageUrl: null };
  return (
    <ViewerContext.Provider value={viewer}>
      <CompanyTermsContext.Provider value={CLINIC_TERMS}>{element}</CompanyTermsContext.Provider>
    </ViewerContext.Provider>
  );
}

const birth = { __typename: 'CustomerField', id: btoa('CustomerField:1'), databaseId: 1, question: 'Nascimento', answerType: 'DATE', options: [] };
/** The company's own question can be a formula too. */
const formulaQuestion = { __typename: 'CustomerField', id: btoa('CustomerField:2'), databaseId: 2, question: '@SUM(1+1)', answerType: 'TEXT', options: [] };
let fields = [birth];

function reportData(total: number) {
  return {
    viewer: {
      __typename: 'User',
      id: btoa('User:1'),
      company: {
        __typename: 'Company',
        id: btoa('Company:1'),
        customerFields: fields,
        reportCustomers: {
          totalCount: total,
          edges: Array.from({ length: Math.min(total, 10) }, (_, index) => ({
            node: {
              __typename: 'Customer',
              id: btoa(`Customer:${index + 1}`),
              databaseId: index + 1,
              name: `Paciente ${index + 1}`,
              createdAt: '2026-03-11T02:30:00.000Z',
              answers: [{ field: { __typename: 'CustomerField', id: birth.id, databaseId: 1 }, values: index === 0 ? ['1980-05-17'] : [] }],
            },
          })),
        },
      },
    },
  };
}

async function openCustomerReport(accountType: AccountType, total: number) {
  const { environment } = mountScreen('/reports/customers', [screenRoute('/reports/customers', screenQueries.customerReport, as(accountType, <customerReport.Component />))]);
  if (accountType === 'LIMITED') return environment;
  const operation = await startedOperation(environment);
  act(() => environment.mock.resolve(operation, { data: reportData(total) }));
  return environment;
}

describe('reports', () => {
  it("keep limited users out with the spec's warning", async () => {
    renderWithRelay(as('LIMITED', <ReportsPage />));
    expect(await screen.findByText(REPORTS_DENIED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Relatório de pacientes/ })).toBeNull();
  });

  it('offer the customer, task and history reports to standard users', async () => {
    renderWithRelay(as('STANDARD', <ReportsPage />));
    expect(await screen.findByRole('link', { name: /Relatório de pacientes/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Relatório de tarefas/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Histórico de atividades/ })).toBeTruthy();
  });

  it('keep the customer report from limited users too', async () => {
    await openCustomerReport('LIMITED', 0);
    expect(await screen.findByText(REPORTS_DENIED_MESSAGE)).toBeTruthy();
  });

  it('preview the first 10 rows with ID, Nome, Data de Cadastro and a column per question, dates in pt-BR', async () => {
    await openCustomerReport('SYSTEM_ADMIN', 25);
    expect(await screen.findByText('Mostrando 10 de 25 registros')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['ID', 'Nome', 'Data de Cadastro', 'Nascimento']);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getAllByText('10/03/2026')).toHaveLength(10);
    expect(screen.getByText('17/05/1980')).toBeTruthy();
  });

  it("ask for the period's rows again when the period changes", async () => {
    const environment = await openCustomerReport('SYSTEM_ADMIN', 25);
    await screen.findByText('Mostrando 10 de 25 registros');
    fireEvent.click(screen.getByLabelText('Este mês'));
    const refetch = await startedOperation(environment);
    expect(refetch.request.variables.createdFrom).toMatch(/^\d{4}-\d{2}-01$/);
    expect(refetch.request.variables.createdTo).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("say 'No data to export' when the period has no rows", async () => {
    const environment = await openCustomerReport('SYSTEM_ADMIN', 0);
    await screen.findByText('Nenhum registro no período');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const exportQuery = await startedOperation(environment);
    expect(exportQuery.request.variables).toMatchObject({ page: 1, perPage: 1000 });
    act(() =>
      environment.mock.resolve(exportQuery, {
        data: { viewer: { __typename: 'User', id: btoa('User:1'), company: { __typename: 'Company', id: btoa('Company:1'), reportCustomerRows: { totalCount: 0, customers: [] } } } },
      }),
    );
    expect(await screen.findByText('No data to export')).toBeTruthy();
  });

  it('export names, answers and questions typed as formulas as text, the ids as numbers', async () => {
    fields = [birth, formulaQuestion];
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:relatorio';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const environment = await openCustomerReport('SYSTEM_ADMIN', 2);
      await screen.findByText('Mostrando 2 de 2 registros');
      fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      const exportQuery = await startedOperation(environment);
      const customer = (databaseId: number, name: string, answer: string) => ({
        __typename: 'Customer',
        id: btoa(`Customer:${databaseId}`),
        databaseId,
        name,
        createdAt: '2026-03-11T02:30:00.000Z',
        answers: [{ field: { __typename: 'CustomerField', id: formulaQuestion.id, databaseId: 2 }, values: [answer] }],
      });
      const customers = [customer(1, '-1+1', "=cmd|' /C calc'!A0"), customer(2, '-2+3', ' =HYPERLINK("http://evil.example","Clique")')];
      act(() =>
        environment.mock.resolve(exportQuery, {
          data: { viewer: { __typename: 'User', id: btoa('User:1'), company: { __typename: 'Company', id: btoa('Company:1'), reportCustomerRows: { totalCount: 2, customers } } } },
        }),
      );
      await screen.findByText('Relatório exportado com sucesso!');
      const csv = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(saved[0]!);
      });
      expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
        `"ID","Nome","Data de Cadastro","Nascimento","'@SUM(1+1)"`,
        `"1","'-1+1","10/03/2026","","'=cmd|' /C calc'!A0"`,
        `"2","'-2+3","10/03/2026","","' =HYPERLINK(""http://evil.example"",""Clique"")"`,
        '',
      ]);
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
      fields = [birth];
    }
  });
});
