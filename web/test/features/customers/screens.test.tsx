import { act, fireEvent, screen, within } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenQueries } from '../../../src/routes';
import { queryLoader, revalidationOf } from '../../../src/routing/screen';
import * as detailsRoute from '../../../src/features/customers/CustomerDetailsPage';
import * as formRoute from '../../../src/features/customers/CustomerFormPage';
import * as listRoute from '../../../src/features/customers/CustomersPage';
import { AbilityContext, buildAbility } from '../../../src/lib/ability';
import { CompanyTermsContext } from '../../../src/lib/terms';
import { CLINIC_TERMS } from '../../terms';
import { createMockEnvironment, MockPayloadGenerator, mountScreen, screenRoute, startedOperation, type MockEnvironment } from '../../relay';

const TERMS = CLINIC_TERMS;

const fieldId = (id: number) => btoa(`CustomerField:${id}`);
const customerId = (id: number) => btoa(`Customer:${id}`);

const FIELDS = [
  { id: fieldId(1), databaseId: 1, question: 'Data de nascimento', answerType: 'DATE', mandatory: true, options: [] },
  { id: fieldId(2), databaseId: 2, question: 'Como nos conheceu?', answerType: 'MULTIPLE_CHOICE', mandatory: false, options: ['Google', 'Outros'] },
  { id: fieldId(3), databaseId: 3, question: 'CPF', answerType: 'CPF', mandatory: false, options: [] },
  { id: fieldId(4), databaseId: 4, question: 'Convênio', answerType: 'SHORT_TEXT', mandatory: false, options: [] },
].map((field) => ({ __typename: 'CustomerField', ...field }));

const STANDARD = buildAbility([{ actions: ['manage'], subjects: ['Customer'], conditions: '{"company_id":1}', fields: null, inverted: false }]);
const LIMITED = buildAbility([{ actions: ['read', 'create', 'update'], subjects: ['Customer'], conditions: '{"company_id":1}', fields: null, inverted: false }]);
/** The viewer's ability, read as each screen renders (the routes are built once). */
const access = { ability: STANDARD };
const WithAbility = ({ children }: { children: ReactElement }) => <AbilityContext.Provider value={access.ability}>{children}</AbilityContext.Provider>;

const withTerms = (element: ReactElement) => (
  <CompanyTermsContext.Provider value={TERMS}>
    <WithAbility>{element}</WithAbility>
  </CompanyTermsContext.Provider>
);

function location(router: { state: { location: { pathname: string } } }) {
  return router.state.location.pathname;
}

/** Opens a route with its loader and answers the query it starts with `data`. */
async function open(route: string, routes: RouteObject[], queryName: string, data: Record<string, unknown> | Error) {
  const environment: MockEnvironment = createMockEnvironment();
  const rendered = mountScreen(route, [...routes, { path: '/customers', element: <p>lista</p> }], { environment });
  const operation = await startedOperation(environment, queryName);
  act(() => (data instanceof Error ? environment.mock.reject(operation, data) : environment.mock.resolve(operation, { data })));
  return rendered;
}

const company = (extra: Record<string, unknown> = {}) => ({
  __typename: 'Company',
  id: btoa('Company:1'),
  plan: { __typename: 'Plan', id: btoa('Plan:1'), identifier: 'FREE' },
  customersQuota: { customersCount: 8, customersLimit: 50, exceededCustomersLimit: false },
  customerFields: FIELDS,
  ...extra,
});

const row = (id: number, name: string, answers: Record<number, string[]> = {}) => ({
  __typename: 'Customer',
  id: customerId(id),
  databaseId: id,
  name,
  imageUrl: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  archivedAt: null,
  answers: FIELDS.map((field) => ({ field: { __typename: 'CustomerField', id: field.id }, values: answers[field.databaseId] ?? [] })),
});

const listRoutes: RouteObject[] = [
  { path: '/customers-list', loader: queryLoader(screenQueries.customers), ...revalidationOf(screenQueries.customers), element: withTerms(<listRoute.Component />) },
  { path: '/customers/details/:id', element: <p>detalhes</p> },
  { path: '/customers/add', element: <p>cadastro</p> },
];

function openList(companyData: Record<string, unknown>) {
  return open('/customers-list', listRoutes, 'CustomersPageQuery', { viewer: { __typename: 'User', id: btoa('User:1'), company: companyData } });
}

afterEach(() => {
  access.ability = STANDARD;
  act(() => notifications.clean());
});

describe('customers list', () => {
  it('shows name, date and the first three questions as columns, and opens a customer', async () => {
    const customers = {
      totalCount: 2,
      edges: [
        { node: row(7, 'Ana Lima', { 1: ['1990-04-12'], 2: ['Outros {Vizinho}'], 4: ['Unimed'] }) },
        { node: row(8, 'Bruno Costa') },
      ],
    };
    const { router } = await openList(company({ customers }));
    const table = await screen.findByRole('table', { name: 'Pacientes' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Nome', 'Cadastrado em', 'Data de nascimento', 'Como nos conheceu?', 'CPF', 'Ações']);
    const ana = within(table).getByText('Ana Lima').closest('tr')!;
    expect(within(ana).getByText('02/03/2026')).toBeTruthy();
    expect(within(ana).getByText('12/04/1990')).toBeTruthy();
    expect(within(ana).getByText('Outros: Vizinho')).toBeTruthy();
    fireEvent.click(ana);
    await vi.waitFor(() => expect(location(router)).toBe('/customers/details/7'));
  });

  it('makes each row a link to the customer, for a new tab with middle-click or Ctrl+click', async () => {
    const { router } = await openList(company({ customers: { totalCount: 1, edges: [{ node: row(7, 'Ana Lima') }] } }));
    const table = await screen.findByRole('table', { name: 'Pacientes' });
    const link = within(table).getByRole('link', { name: /Ana Lima/ });
    expect(link.getAttribute('href')).toBe('/customers/details/7');
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(within(table).getByText('02/03/2026'), { ctrlKey: true });
    expect(opened).toHaveBeenCalledWith('/customers/details/7', '_blank', 'noopener');
    expect(location(router)).toBe('/customers-list');
    opened.mockRestore();
  });

  it('keeps page, search and sort in the address: it opens on them, and Back loads the page before', async () => {
    const customers = { totalCount: 120, edges: [{ node: row(7, 'Ana Lima') }] };
    const environment: MockEnvironment = createMockEnvironment();
    const { router } = mountScreen('/customers-list?page=2&search=ana&sort=name&direction=desc', listRoutes, { environment });
    const first = await startedOperation(environment, 'CustomersPageQuery');
    expect(first.request.variables).toMatchObject({ page: 2, search: 'ana', orderBy: { field: 'NAME', direction: 'DESC' } });
    act(() => environment.mock.resolve(first, { data: { viewer: { __typename: 'User', id: btoa('User:1'), company: company({ customers }) } } }));
    expect((await screen.findByRole('searchbox', { name: /Pesquisar/ })) as HTMLInputElement).toHaveProperty('value', 'ana');

    fireEvent.click(screen.getByRole('button', { name: /Nome/ }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?search=ana'));
    await vi.waitFor(() => {
      const refetch = environment.mock.getMostRecentOperation();
      expect(refetch.request.node.params.name).toBe('CustomersPageTableRefetchQuery');
      expect(refetch.request.variables).toMatchObject({ page: 1, search: 'ana', orderBy: null });
    });
    act(() => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, { Company: () => ({ id: btoa('Company:1') }) })));

    act(() => void router.navigate(-1));
    await vi.waitFor(() => {
      const back = environment.mock.getMostRecentOperation();
      expect(back.request.variables).toMatchObject({ page: 2, search: 'ana', orderBy: { field: 'NAME', direction: 'DESC' } });
    });
  });

  it('asks for the answers to a question in order when its header is clicked', async () => {
    const { environment } = await openList(company({ customers: { totalCount: 1, edges: [{ node: row(7, 'Ana Lima') }] } }));
    fireEvent.click(await screen.findByRole('button', { name: /Data de nascimento/ }));
    await vi.waitFor(() => {
      const refetch = environment.mock.getMostRecentOperation();
      expect(refetch.request.node.params.name).toBe('CustomersPageTableRefetchQuery');
      expect(refetch.request.variables).toMatchObject({ page: 1, search: null, orderBy: { field: 'ANSWER', direction: 'ASC', customerFieldId: fieldId(1) } });
    });
  });

  it('offers to register the first customer when there is none', async () => {
    await openList(company({ customers: { totalCount: 0, edges: [] } }));
    expect(await screen.findByText('Nenhum paciente cadastrado ainda')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cadastrar o primeiro paciente' }).getAttribute('href')).toBe('/customers/add');
    // Not a cell of the table, whose columns make it wider than a phone: there it was cut off.
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the table when a search finds nobody', async () => {
    const { environment } = mountScreen('/customers-list?search=zzz', listRoutes);
    const operation = await startedOperation(environment, 'CustomersPageQuery');
    act(() => environment.mock.resolve(operation, { data: { viewer: { __typename: 'User', id: btoa('User:1'), company: company({ customers: { totalCount: 0, edges: [] } }) } } }));
    expect(await screen.findByText('Nenhum resultado para “zzz”')).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('warns near the free plan limit, and at it, with a link to the subscription', async () => {
    await openList(company({ customersQuota: { customersCount: 48, customersLimit: 50, exceededCustomersLimit: false }, customers: { totalCount: 0, edges: [] } }));
    expect(await screen.findByText('Você já usou 96% do limite do plano Gratuito')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planos e fazer upgrade' }).getAttribute('href')).toBe('/business/subscription');
    act(() => notifications.clean());

    await openList(company({ customersQuota: { customersCount: 50, customersLimit: 50, exceededCustomersLimit: true }, customers: { totalCount: 0, edges: [] } }));
    expect(await screen.findByText('Você atingiu o limite de 50 pacientes do plano Gratuito')).toBeTruthy();
  });

  it('shows no banner below 96% or on a paid plan', async () => {
    await openList(company({ customersQuota: { customersCount: 47, customersLimit: 50, exceededCustomersLimit: false }, customers: { totalCount: 0, edges: [] } }));
    await screen.findByText('Nenhum paciente cadastrado ainda');
    expect(screen.queryByText(/do limite do plano Gratuito/)).toBeNull();

    await openList(
      company({
        plan: { __typename: 'Plan', id: btoa('Plan:3'), identifier: 'TEAM' },
        customersQuota: { customersCount: 30, customersLimit: 30, exceededCustomersLimit: true },
        customers: { totalCount: 0, edges: [] },
      }),
    );
    expect(screen.queryByText(/limite/)).toBeNull();
  });

  it('deletes a customer after confirmation: the row leaves the page and the count drops', async () => {
    const customers = { totalCount: 2, edges: [{ node: row(7, 'Ana Lima') }, { node: row(8, 'Bruno Costa') }] };
    const { environment } = await openList(company({ customers }));
    const table = await screen.findByRole('table', { name: 'Pacientes' });
    expect(screen.getByText(/1–2 de 2/)).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Excluir Ana Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir paciente?' });
    expect(within(dialog).getByText(/será excluído junto com suas respostas\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const operation = await vi.waitFor(() => mutation(environment, 'useDeleteCustomerMutation'));
    expect(operation.request.variables.input).toEqual({ id: customerId(7) });
    act(() =>
      environment.mock.resolve(operation, {
        data: { deleteCustomer: { deletedCustomerId: customerId(7), company: company(), fullMessages: [] } },
      }),
    );
    expect(await screen.findByText('Paciente excluído com sucesso')).toBeTruthy();
    await vi.waitFor(() => expect(within(table).queryByText('Ana Lima')).toBeNull());
    expect(within(table).getByText('Bruno Costa')).toBeTruthy();
    expect(screen.getByText(/1–1 de 1/)).toBeTruthy();
  });

  it('keeps the customer and says so when it could not be deleted', async () => {
    const { environment } = await openList(company({ customers: { totalCount: 1, edges: [{ node: row(7, 'Ana Lima') }] } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Ana Lima' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Excluir paciente?' })).getByRole('button', { name: 'Excluir' }));
    const operation = await vi.waitFor(() => mutation(environment, 'useDeleteCustomerMutation'));
    act(() => environment.mock.reject(operation, new Error('Failed to fetch')));
    expect(await screen.findByText('Erro ao excluir o paciente')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Pacientes' }).textContent).toContain('Ana Lima');
  });

  it('offers no deletion to a limited account, nor the archived customers', async () => {
    access.ability = LIMITED;
    await openList(company({ customers: { totalCount: 1, edges: [{ node: row(7, 'Ana Lima') }] } }));
    await screen.findByText('Ana Lima');
    expect(screen.queryByRole('button', { name: 'Excluir Ana Lima' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Arquivados' })).toBeNull();
  });

  it("offers archiving when a customer's notes keep it from being deleted: archived, it leaves the page", async () => {
    const customers = { totalCount: 2, edges: [{ node: row(7, 'Ana Lima') }, { node: row(8, 'Bruno Costa') }] };
    const { environment } = await openList(company({ customers }));
    const table = await screen.findByRole('table', { name: 'Pacientes' });
    fireEvent.click(within(table).getByRole('button', { name: 'Excluir Ana Lima' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Excluir paciente?' })).getByRole('button', { name: 'Excluir' }));
    const refused = await vi.waitFor(() => mutation(environment, 'useDeleteCustomerMutation'));
    const message = 'Clientes com anotações não podem ser excluídos; arquive-os';
    act(() => environment.mock.resolve(refused, { data: { deleteCustomer: { deletedCustomerId: null, company: null, fullMessages: [message] } } }));
    const offer = await screen.findByRole('dialog', { name: 'Arquivar em vez de excluir' });
    expect(offer.textContent).toContain('tem anotações, que são guardadas por lei, e por isso não pode ser excluído');
    fireEvent.click(within(offer).getByRole('button', { name: 'Arquivar' }));
    const archive = await vi.waitFor(() => mutation(environment, 'useArchiveCustomerArchiveMutation'));
    expect(archive.request.variables.input).toEqual({ id: customerId(7) });
    act(() =>
      environment.mock.resolve(archive, {
        data: {
          archiveCustomer: {
            customer: { id: customerId(7), archivedAt: '2026-03-10T12:00:00.000Z' },
            customerEdge: { cursor: 'YXJyYXljb25uZWN0aW9uOjA=', node: { ...row(7, 'Ana Lima'), archivedAt: '2026-03-10T12:00:00.000Z' } },
            fullMessages: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Paciente arquivado com sucesso')).toBeTruthy();
    await vi.waitFor(() => expect(within(table).queryByText('Ana Lima')).toBeNull());
    expect(screen.getByText(/1–1 de 1/)).toBeTruthy();
  });

  it("lists the archived customers under 'Arquivados', kept in the address, and restores one: it leaves that list", async () => {
    const { environment, router } = await openList(company({ customers: { totalCount: 1, edges: [{ node: row(8, 'Bruno Costa') }] } }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Arquivados' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?archived=1'));
    const refetch = await vi.waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('CustomersPageTableRefetchQuery');
      expect(operation.request.variables).toMatchObject({ page: 1, archived: true });
      return operation;
    });
    const archivedRow = { ...row(7, 'Ana Lima'), archivedAt: '2026-03-10T12:00:00.000Z' };
    act(() =>
      environment.mock.resolve(refetch, {
        data: { node: { ...company({ customers: { totalCount: 1, edges: [{ node: archivedRow, cursor: 'YXJyYXljb25uZWN0aW9uOjA=' }], pageInfo: { hasNextPage: false, endCursor: null } } }), __typename: 'Company' } },
      }),
    );
    const table = await screen.findByRole('table', { name: 'Pacientes' });
    await vi.waitFor(() => expect(within(table).getByText('Ana Lima')).toBeTruthy());
    expect(within(table).queryByRole('button', { name: 'Excluir Ana Lima' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Restaurar Ana Lima' }));
    const restore = await vi.waitFor(() => mutation(environment, 'useArchiveCustomerUnarchiveMutation'));
    expect(restore.request.variables.input).toEqual({ id: customerId(7) });
    act(() =>
      environment.mock.resolve(restore, {
        data: {
          unarchiveCustomer: {
            customer: { id: customerId(7), archivedAt: null },
            customerEdge: { cursor: 'YXJyYXljb25uZWN0aW9uOjA=', node: row(7, 'Ana Lima') },
            fullMessages: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Paciente restaurado com sucesso')).toBeTruthy();
    expect(await screen.findByText('Nenhum paciente arquivado')).toBeTruthy();
  });

  it('says the data could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('/customers-list', listRoutes, 'CustomersPageQuery', new Error('Failed to fetch'));
    expect(await screen.findAllByText('Erro ao carregar os dados')).not.toHaveLength(0);
  });
});

const formRoutes: RouteObject[] = [
  screenRoute('/customers/add', screenQueries.customerForm, withTerms(<formRoute.Component />)),
  screenRoute('/customers/edit/:id', screenQueries.customerForm, withTerms(<formRoute.Component />)),
  { path: '/customers/details/:id', element: <p>detalhes</p> },
  { path: '/business/form', element: <p>editor</p> },
];

function openForm(route = '/customers/add', customer?: Record<string, unknown> | null, fields = FIELDS) {
  const data: Record<string, unknown> = { viewer: { __typename: 'User', id: btoa('User:1'), company: { ...company(), customerFields: fields } } };
  if (customer !== undefined) data.customer = customer;
  return open(route, formRoutes, 'CustomerFormPageQuery', data);
}

function mutation(environment: MockEnvironment, name: string) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe(name);
  return operation;
}

describe('customer form', () => {
  it('asks for the name and the mandatory answers before saving', async () => {
    const { environment } = await openForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preencha corretamente todos os campos para prosseguir (verifique os obrigatórios)')).toBeTruthy();
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says "Formato incorreto" once typing has stopped for 750 ms', async () => {
    await openForm();
    fireEvent.input(await screen.findByLabelText('CPF'), { target: { value: '123.456.789-00' } });
    expect(screen.queryByText('Formato incorreto')).toBeNull();
    expect(await screen.findByText('Formato incorreto', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('registers the customer with dates as YYYY-MM-DD and the "Outros" text in braces, then opens it', async () => {
    const { environment, router } = await openForm();
    fireEvent.change(await screen.findByLabelText(/^Nome/), { target: { value: ' Ana Lima ' } });
    fireEvent.input(screen.getByLabelText(/^Data de nascimento/), { target: { value: '12/04/1990' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Outros' }));
    fireEvent.change(screen.getByLabelText('Outros: qual?'), { target: { value: 'Vizinho' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const operation = mutation(environment, 'CustomerFormPageCreateMutation');
    expect(operation.request.variables.input).toEqual({
      name: 'Ana Lima',
      answers: [
        { fieldId: fieldId(1), values: ['1990-04-12'] },
        { fieldId: fieldId(2), values: ['Outros {Vizinho}'] },
        { fieldId: fieldId(3), values: [] },
        { fieldId: fieldId(4), values: [] },
      ],
      image: null,
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: { createCustomer: { customer: row(9, 'Ana Lima'), company: company(), errors: [], fullMessages: [] } },
      }),
    );
    await vi.waitFor(() => expect(location(router)).toBe('/customers/details/9'));
    expect(await screen.findByText('Paciente cadastrado com sucesso')).toBeTruthy();
  });

  it('keeps the toast about a reached limit until it is closed, with the way to upgrade', async () => {
    const { environment } = await openForm();
    fireEvent.change(await screen.findByLabelText(/^Nome/), { target: { value: 'Número 51' } });
    fireEvent.input(screen.getByLabelText(/^Data de nascimento/), { target: { value: '01/01/2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const message = 'Você atingiu o limite de 50 pacientes do plano Gratuito. Faça upgrade para continuar cadastrando.';
    act(() =>
      environment.mock.resolve(mutation(environment, 'CustomerFormPageCreateMutation'), {
        data: { createCustomer: { customer: null, company: null, errors: [{ field: 'base', messages: [message] }], fullMessages: [message] } },
      }),
    );
    const toast = (await screen.findByText(message)).closest('.mantine-Notification-root') as HTMLElement;
    expect(within(toast).getByRole('link', { name: 'Ver planos e fazer upgrade' }).getAttribute('href')).toBe('/business/subscription');
    expect(screen.queryByText('Não foi possível cadastrar o paciente')).toBeNull();
    const shown = notificationsStore.getState().notifications.find((item) => item.id === 'customers-limit');
    expect(shown?.autoClose).toBe(false);
  });

  it('says the customer could not be saved otherwise, and marks the answers the server refused', async () => {
    const { environment } = await openForm();
    fireEvent.change(await screen.findByLabelText(/^Nome/), { target: { value: 'Ana' } });
    fireEvent.input(screen.getByLabelText(/^Data de nascimento/), { target: { value: '01/01/2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    act(() =>
      environment.mock.resolve(mutation(environment, 'CustomerFormPageCreateMutation'), {
        data: { createCustomer: { customer: null, company: null, errors: [{ field: '4', messages: ['é muito longo'] }], fullMessages: ['Convênio é muito longo'] } },
      }),
    );
    expect(await screen.findByText('Não foi possível cadastrar o paciente')).toBeTruthy();
    expect(screen.getByText('Convênio é muito longo')).toBeTruthy();
  });

  it('scrolls to and focuses the first field the server refused, its message read as a sentence', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { environment } = await openForm();
    fireEvent.change(await screen.findByLabelText(/^Nome/), { target: { value: 'A'.repeat(2000) } });
    fireEvent.input(screen.getByLabelText(/^Data de nascimento/), { target: { value: '01/01/2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    act(() =>
      environment.mock.resolve(mutation(environment, 'CustomerFormPageCreateMutation'), {
        data: {
          createCustomer: {
            customer: null,
            company: null,
            errors: [
              { field: '4', messages: ['é muito longo (máximo: 5000 caracteres)'] },
              { field: 'name', messages: ['é muito longo (máximo: 255 caracteres)'] },
            ],
            fullMessages: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Nome é muito longo (máximo: 255 caracteres)')).toBeTruthy();
    expect(screen.getByText('Convênio é muito longo (máximo: 5000 caracteres)')).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nome/)));
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('cannot be saved while the company has no questions, and links to the form editor', async () => {
    await openForm('/customers/add', undefined, []);
    expect((await screen.findByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: /Editar as perguntas do formulário/ }).getAttribute('href')).toBe('/business/form');
  });

  it('edits a customer with the stored answers filled in', async () => {
    const { environment } = await openForm('/customers/edit/7', row(7, 'Ana Lima', { 1: ['1990-04-12'], 2: ['Outros {Vizinho}'] }));
    expect(((await screen.findByLabelText(/^Nome/)) as HTMLInputElement).value).toBe('Ana Lima');
    expect((screen.getByLabelText(/^Data de nascimento/) as HTMLInputElement).value).toBe('12/04/1990');
    expect((screen.getByLabelText('Outros: qual?') as HTMLInputElement).value).toBe('Vizinho');
    fireEvent.change(screen.getByLabelText('Convênio'), { target: { value: 'Amil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const operation = mutation(environment, 'CustomerFormPageUpdateMutation');
    expect(operation.request.variables.input).toMatchObject({ id: customerId(7), name: 'Ana Lima' });
    expect(operation.request.variables.input.answers[3]).toEqual({ fieldId: fieldId(4), values: ['Amil'] });
  });

  it('sends the chosen photo with the save and says it was sent', async () => {
    const { environment } = await openForm('/customers/edit/7', { ...row(7, 'Ana Lima', { 1: ['1990-04-12'] }), imageUrl: null });
    const execute = vi.spyOn(environment.getNetwork(), 'execute');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ana.png', { type: 'image/png' });
    const input = (await screen.findByRole('button', { name: 'Enviar imagem' })).parentElement!.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [photo] } });
    expect(await screen.findByRole('button', { name: 'Remover' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const operation = mutation(environment, 'CustomerFormPageUpdateMutation');
    expect(operation.request.variables.input).toMatchObject({ id: customerId(7), image: null, removeImage: false });
    expect(execute.mock.calls.at(-1)?.[3]).toEqual({ 'input.image': photo });
    act(() =>
      environment.mock.resolve(operation, {
        data: { updateCustomer: { customer: { ...row(7, 'Ana Lima'), imageUrl: '/files/p/1.png' }, errors: [], fullMessages: [] } },
      }),
    );
    expect(await screen.findByText('Arquivo enviado com sucesso')).toBeTruthy();
    expect(screen.getByText('Paciente alterado com sucesso')).toBeTruthy();
  });

  it("removes the customer's photo, and says a refused photo could not be sent", async () => {
    const { environment } = await openForm('/customers/edit/7', { ...row(7, 'Ana Lima', { 1: ['1990-04-12'] }), imageUrl: '/files/p/1.png' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remover' }));
    expect(screen.getByRole('button', { name: 'Enviar imagem' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const operation = mutation(environment, 'CustomerFormPageUpdateMutation');
    expect(operation.request.variables.input).toMatchObject({ removeImage: true });
    act(() =>
      environment.mock.resolve(operation, {
        data: { updateCustomer: { customer: null, errors: [{ field: 'attachment', messages: ['deve ser uma imagem JPG ou PNG'] }], fullMessages: [] } },
      }),
    );
    expect(await screen.findByText('Erro ao enviar arquivo')).toBeTruthy();
    expect(screen.getByText('deve ser uma imagem JPG ou PNG')).toBeTruthy();
  });

  it('goes back to the list when the customer does not exist', async () => {
    const { router } = await openForm('/customers/edit/999', null);
    await vi.waitFor(() => expect(location(router)).toBe('/customers'));
    expect(await screen.findByText('Erro ao carregar o paciente')).toBeTruthy();
  });
});

const detailsRoutes: RouteObject[] = [
  screenRoute('/customers/details/:id', screenQueries.customerDetails, withTerms(<detailsRoute.Component />)),
  { path: '/customers/edit/:id', element: <p>edição</p> },
];

/** A customer without notes, and the viewer's company, as the details page's query reads them. */
const details = (customer: Record<string, unknown>, noteCount = 0) => ({
  customer: {
    ...customer,
    hasNotes: { totalCount: noteCount },
    notes: { edges: [], totalCount: noteCount, pageInfo: { endCursor: null, hasNextPage: false } },
  },
  viewer: { id: btoa('User:1'), company: { id: btoa('Company:1'), databaseId: 1 } },
});

describe('customer details', () => {
  it('shows the photo, name and edit button, and the answers on request, dates also as a distance in time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-12T12:00:00.000Z'));
    try {
      const customer = {
        ...row(7, 'Ana Lima', { 1: ['1990-04-12'], 2: ['Outros {Vizinho}'] }),
        answers: FIELDS.map((field) => ({
          field,
          values: field.databaseId === 1 ? ['1990-04-12'] : field.databaseId === 2 ? ['Outros {Vizinho}'] : [],
        })),
      };
      await open('/customers/details/7', detailsRoutes, 'CustomerDetailsPageQuery', details(customer));
      expect(await screen.findByRole('heading', { name: 'Ana Lima' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/customers/edit/7');
      const toggle = screen.getByRole('button', { name: 'Mostrar dados do paciente' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      expect(screen.getByRole('button', { name: 'Ocultar dados do paciente' }).getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByText('12/04/1990')).toBeTruthy();
      expect(screen.getByText('(há 36 anos)')).toBeTruthy();
      expect(screen.getByText('Outros: Vizinho')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Anotações' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes the customer from its page after confirmation and goes back to the list', async () => {
    const { environment, router } = await open('/customers/details/7', detailsRoutes, 'CustomerDetailsPageQuery', details(row(7, 'Ana Lima')));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir paciente?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const operation = await vi.waitFor(() => mutation(environment, 'useDeleteCustomerMutation'));
    act(() =>
      environment.mock.resolve(operation, { data: { deleteCustomer: { deletedCustomerId: customerId(7), company: company(), fullMessages: [] } } }),
    );
    await vi.waitFor(() => expect(location(router)).toBe('/customers'));
    expect(await screen.findByText('Paciente excluído com sucesso')).toBeTruthy();
  });

  it("archives the customer after confirmation: the page says since when, with 'Restaurar' and no edit", async () => {
    const { environment } = await open('/customers/details/7', detailsRoutes, 'CustomerDetailsPageQuery', details(row(7, 'Ana Lima')));
    fireEvent.click(await screen.findByRole('button', { name: 'Arquivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arquivar paciente?' });
    expect(dialog.textContent).toContain('sai da lista, da busca e dos relatórios');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Arquivar' }));
    const operation = await vi.waitFor(() => mutation(environment, 'useArchiveCustomerArchiveMutation'));
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          archiveCustomer: {
            customer: { id: customerId(7), archivedAt: '2026-03-10T12:00:00.000Z' },
            customerEdge: { cursor: 'YXJyYXljb25uZWN0aW9uOjA=', node: { ...row(7, 'Ana Lima'), archivedAt: '2026-03-10T12:00:00.000Z' } },
            fullMessages: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Paciente arquivado em 10/03/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restaurar' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });

  it('restores an archived customer from its page', async () => {
    const archivedCustomer = { ...row(7, 'Ana Lima'), archivedAt: '2026-03-10T12:00:00.000Z' };
    const { environment } = await open('/customers/details/7', detailsRoutes, 'CustomerDetailsPageQuery', details(archivedCustomer, 2));
    expect(await screen.findByText('Paciente arquivado em 10/03/2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar' }));
    const operation = await vi.waitFor(() => mutation(environment, 'useArchiveCustomerUnarchiveMutation'));
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          unarchiveCustomer: {
            customer: { id: customerId(7), archivedAt: null },
            customerEdge: { cursor: 'YXJyYXljb25uZWN0aW9uOjA=', node: row(7, 'Ana Lima') },
            fullMessages: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Paciente restaurado com sucesso')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Paciente arquivado em 10/03/2026')).toBeNull());
    expect(screen.getByRole('link', { name: 'Editar' })).toBeTruthy();
  });

  it("explains, for a customer with notes, that 'Excluir' is not possible and offers 'Arquivar'", async () => {
    const { environment } = await open('/customers/details/7', detailsRoutes, 'CustomerDetailsPageQuery', details(row(7, 'Ana Lima'), 3));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arquivar em vez de excluir' });
    expect(dialog.textContent).toContain('Você pode arquivá-lo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Arquivar' }));
    await vi.waitFor(() => mutation(environment, 'useArchiveCustomerArchiveMutation'));
  });

  it('offers no archiving to a limited account', async () => {
    access.ability = LIMITED;
    await open('/customers/details/7', detailsRoutes, 'CustomerDetailsPageQuery', details(row(7, 'Ana Lima')));
    await screen.findByRole('heading', { name: 'Ana Lima' });
    expect(screen.queryByRole('button', { name: 'Arquivar' })).toBeNull();
  });

  it('goes back to the list when the customer cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await open('/customers/details/7', detailsRoutes, 'CustomerDetailsPageQuery', new Error('Failed to fetch'));
    await vi.waitFor(() => expect(location(router)).toBe('/customers'));
    expect(await screen.findByText('Erro ao carregar o paciente')).toBeTruthy();
  });
});
