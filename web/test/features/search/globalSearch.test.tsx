import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GlobalSearch, SEARCH_DEBOUNCE_MS } from '../../../src/features/search/GlobalSearch';
import { CompanyTermsContext } from '../../../src/lib/terms';
import { createMockEnvironment, renderWithRelay } from '../../relay';
import { CLINIC_TERMS } from '../../terms';


function start() {
  const environment = createMockEnvironment();
  const rendered = renderWithRelay(
    <CompanyTermsContext.Provider value={CLINIC_TERMS}>
      <GlobalSearch />
    </CompanyTermsContext.Provider>,
    {
      environment,
      route: '/dashboard',
      routes: [
        { path: '/customers/details/:id', element: <p>detalhes do paciente</p> },
        { path: '/tasks/board/:id', element: <p>quadro</p> },
        { path: '/agenda', element: <p>agenda</p> },
        { path: '/calendar', element: <p>prazos</p> },
      ],
    },
  );
  return { ...rendered, environment };
}

const pressCtrlK = () => fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });

const answer = {
  search: {
    customers: { count: 7, items: [{ databaseId: 11, name: 'José Antônio da Silva' }] },
    tasks: {
      count: 1,
      items: [
        {
          databaseId: 5,
          title: 'Ligar para a Conceição',
          boardDatabaseId: 3,
          boardName: 'Recepção',
          customerName: null,
          statusText: 'Vence hoje',
          statusColor: 'orange',
        },
      ],
    },
    appointments: {
      count: 1,
      items: [
        {
          databaseId: 41,
          startsAt: '2026-03-12T09:00:00-03:00',
          customerName: 'José Antônio da Silva',
          professionalName: 'Lia Reis',
          statusText: 'Confirmado',
          statusColor: 'teal',
        },
      ],
    },
  },
};

const nothing = { search: { customers: { count: 0, items: [] }, tasks: { count: 0, items: [] }, appointments: { count: 0, items: [] } } };

describe('global search', () => {
  it("opens with Ctrl+K, with the company's plural term in the placeholder, and closes with Esc", async () => {
    start();
    pressCtrlK();
    // The first opening loads the dialog's chunk, which a busy machine takes a while to import.
    const input = await screen.findByRole('combobox', { name: 'Buscar' }, { timeout: 10_000 });
    expect(input.getAttribute('placeholder')).toBe('Buscar pacientes, tarefas...');
    fireEvent.keyDown(input, { key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('combobox', { name: 'Buscar' })).toBeNull();
  });

  it('opens with Cmd+K as well, but not with another modifier added, nor from a rich text being written', async () => {
    start();
    const editor = document.createElement('div');
    editor.contentEditable = 'true';
    document.body.append(editor);
    // jsdom does not compute isContentEditable: the browser's answer for such an element.
    Object.defineProperty(editor, 'isContentEditable', { value: true });
    fireEvent.keyDown(editor, { key: 'k', code: 'KeyK', ctrlKey: true });
    fireEvent.keyDown(document.documentElement, { key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true, altKey: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('combobox', { name: 'Buscar' })).toBeNull();
    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', metaKey: true });
    expect(await screen.findByRole('combobox', { name: 'Buscar' })).toBeTruthy();
    editor.remove();
  });

  it('opens from the header button too, for touch screens', async () => {
    start();
    fireEvent.click(screen.getAllByRole('button', { name: /Buscar/ })[0]!);
    expect(await screen.findByRole('combobox', { name: 'Buscar' })).toBeTruthy();
  });

  it('waits for two characters and 300 ms, shows Buscando..., then the groups with counts and the task badge', async () => {
    const { environment } = start();
    pressCtrlK();
    const input = await screen.findByRole('combobox', { name: 'Buscar' });
    fireEvent.change(input, { target: { value: 'j' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100)));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.getByText('Digite pelo menos 2 caracteres para buscar.')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'jo' } });
    fireEvent.change(input, { target: { value: 'jose' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS / 2)));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    const operation = await vi.waitFor(() => {
      const [pending] = environment.mock.getAllOperations();
      if (!pending) throw new Error('a busca ainda não começou');
      return pending;
    });
    expect(operation.request.variables).toEqual({ query: 'jose' });
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    expect(await screen.findByText('Buscando...')).toBeTruthy();

    act(() => environment.mock.resolve(operation, { data: answer }));
    expect(await screen.findByText('Pacientes (7)')).toBeTruthy();
    expect(screen.getByText('mostrando 1 de 7')).toBeTruthy();
    expect(screen.getByText('Tarefas (1)')).toBeTruthy();
    expect(screen.getByText('Vence hoje')).toBeTruthy();
    expect(screen.getByText('Atendimentos (1)')).toBeTruthy();
    expect(screen.getByText('12/03/2026 às 09:00 · Lia Reis')).toBeTruthy();
    expect(screen.getByText('Confirmado')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'José Antônio da Silva' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves with the arrows and opens the chosen result with Enter: a task opens its board', async () => {
    const { environment, router } = start();
    pressCtrlK();
    const input = await screen.findByRole('combobox', { name: 'Buscar' });
    fireEvent.change(input, { target: { value: 'conceicao' } });
    const operation = await vi.waitFor(() => environment.mock.getMostRecentOperation());
    act(() => environment.mock.resolve(operation, { data: answer }));
    await screen.findByText('Pacientes (7)');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /Ligar para a Conceição/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/tasks/board/3'));
  });

  it('opens a customer with Enter', async () => {
    const { environment, router } = start();
    pressCtrlK();
    const input = await screen.findByRole('combobox', { name: 'Buscar' });
    fireEvent.change(input, { target: { value: 'jose' } });
    const operation = await vi.waitFor(() => environment.mock.getMostRecentOperation());
    act(() => environment.mock.resolve(operation, { data: answer }));
    await screen.findByText('Pacientes (7)');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/customers/details/11'));
  });

  it('opens an appointment on its day of the agenda', async () => {
    const { environment, router } = start();
    pressCtrlK();
    const input = await screen.findByRole('combobox', { name: 'Buscar' });
    fireEvent.change(input, { target: { value: 'jose' } });
    const operation = await vi.waitFor(() => environment.mock.getMostRecentOperation());
    act(() => environment.mock.resolve(operation, { data: answer }));
    fireEvent.click(await screen.findByRole('option', { name: /12\/03\/2026 às 09:00/ }));
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/agenda?date=2026-03-12'));
  });

  it("finds the menu's pages by name, accents and case ignored, as the words are typed", async () => {
    const { environment, router } = start();
    pressCtrlK();
    const input = await screen.findByRole('combobox', { name: 'Buscar' });
    fireEvent.change(input, { target: { value: 'PRAZOS tarefa' } });
    const page = await screen.findByRole('option', { name: 'Prazos das tarefas' });
    expect(screen.getByText('Páginas (1)')).toBeTruthy();
    expect(page.getAttribute('aria-selected')).toBe('true');
    const operation = await vi.waitFor(() => environment.mock.getMostRecentOperation());
    act(() => environment.mock.resolve(operation, { data: nothing }));
    expect(screen.queryByText(/Nenhum resultado/)).toBeNull();
    fireEvent.change(input, { target: { value: 'historico' } });
    expect(await screen.findByRole('option', { name: 'Histórico de atividades' })).toBeTruthy();
    fireEvent.change(input, { target: { value: 'prazos' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/calendar'));
  });

  it("tells when nothing was found, with the spec's sentence and a tip", async () => {
    const { environment } = start();
    pressCtrlK();
    const input = await screen.findByRole('combobox', { name: 'Buscar' });
    fireEvent.change(input, { target: { value: 'xyzw' } });
    const operation = await vi.waitFor(() => environment.mock.getMostRecentOperation());
    act(() => environment.mock.resolve(operation, { data: nothing }));
    expect(await screen.findByText('Nenhum resultado encontrado para "xyzw"')).toBeTruthy();
    expect(screen.getByText(/Tente outros termos/)).toBeTruthy();
  });
});
