import { act, fireEvent, screen, within } from '@testing-library/react';
import type { GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import * as addRoute from '../../../src/features/tasks/TaskAddPage';
import * as boardRoute from '../../../src/features/tasks/TaskBoardPage';
import { CompanyTermsContext } from '../../../src/lib/terms';
import { screenQueries } from '../../../src/routes';
import { MockPayloadGenerator, mountScreen, screenRoute, startedOperation, type MockEnvironment } from '../../relay';
import { CLINIC_TERMS } from '../../terms';

// jsdom has no FontFaceSet; Mantine's autosizing comment box listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// Each test renders a whole screen whose route modules compile on first use; on a busy machine that
// takes longer than vitest's default five seconds.
vi.setConfig({ testTimeout: 20_000 });

const TASK_ID = btoa('Task:11');
const BRUNO = btoa('User:2');

function open(route: string, module: typeof addRoute | typeof boardRoute, path: string, declared: 'taskAdd' | 'taskBoard') {
  return mountScreen(route, [screenRoute(path, screenQueries[declared], <CompanyTermsContext.Provider value={CLINIC_TERMS}><module.Component /></CompanyTermsContext.Provider>)]).environment;
}

function resolveWith(environment: MockEnvironment, operation: OperationDescriptor, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
}

/** Sends one event of the live subscription `operation` (relay-test-utils' `nextValue`, which the shared typings leave out). */
function push(environment: MockEnvironment, operation: OperationDescriptor, payload: GraphQLSingularResponse) {
  const mock = environment.mock as MockEnvironment['mock'] & { nextValue(request: OperationDescriptor, payload: GraphQLSingularResponse): void };
  act(() => mock.nextValue(operation, payload));
}

const board = {
  TaskList: () => ({ id: btoa('TaskList:7'), databaseId: 7, name: 'Atendimentos', description: null, columns: ['A fazer', 'Fazendo', 'Feito'] }),
  TaskGroup: () => ({ key: 'A fazer', name: 'A fazer', isColumn: true }),
  Task: () => ({ id: TASK_ID, databaseId: 11, title: 'Ligar para Maria', status: 'PENDING', priority: null, tags: [], assignees: [], customer: null, dueDate: null }),
};

type TaskData = Record<string, unknown>;
function task(overrides: TaskData = {}): TaskData {
  return {
    id: TASK_ID,
    databaseId: 11,
    title: 'Ligar para Maria',
    description: null,
    dueDate: '2026-03-09',
    priority: null,
    priorityText: null,
    kanbanGroup: 'Fazendo',
    completed: false,
    status: 'PENDING',
    statusText: 'Pendente',
    statusColor: 'blue',
    tags: [],
    estimatedHours: 1.25,
    timeSpent: null,
    customer: null,
    assignees: [],
    checklistItems: [{ id: btoa('TaskChecklistItem:5'), content: 'Confirmar horário', completed: false }],
    comments: [],
    attachments: [],
    ...overrides,
  };
}

/** The board at /tasks/board/7 with task 11 open in its modal. */
async function openModal(overrides: TaskData = {}) {
  const environment = await open('/tasks/board/7?task=11', boardRoute, '/tasks/board/:id?', 'taskBoard');
  resolveWith(environment, await startedOperation(environment, 'TaskBoardPageQuery'), board);
  resolveWith(environment, await startedOperation(environment, 'TaskDetailModalQuery'), { Task: () => task(overrides), TaskPerson: () => ({ id: BRUNO, databaseId: 2, name: 'Bruno Costa' }) });
  const modal = await screen.findByRole('dialog', { name: 'Tarefa' });
  await within(modal).findByRole('heading', { name: String(overrides.title ?? 'Ligar para Maria') });
  return { environment, modal };
}

/** Picks `option` in the select named `label`, the way a person clicks it in the list. */
async function pick(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('new task', () => {
  it("keeps the board's column when the chosen one is clicked again, and sends it", async () => {
    const environment = await open('/tasks/add?board_id=7', addRoute, '/tasks/add', 'taskAdd');
    resolveWith(environment, await startedOperation(environment, 'TaskAddPageQuery'), { TaskList: () => ({ id: btoa('TaskList:7'), databaseId: 7, name: 'Atendimentos', columns: ['A fazer', 'Fazendo'] }) });
    const column = (await screen.findByRole('combobox', { name: 'Coluna' })) as HTMLInputElement;
    expect(column.value).toBe('A fazer');
    await pick('Coluna', 'A fazer');
    expect(column.value).toBe('A fazer');

    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), { target: { value: 'Ligar para Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar tarefa' }));
    const create = await startedOperation(environment, 'TaskAddPageMutation');
    expect(create.request.variables.input).toMatchObject({ title: 'Ligar para Maria', kanbanGroup: 'A fazer', dueDate: null });
  });

  it('takes the due date from a DD/MM/YYYY picker and sends it as YYYY-MM-DD', async () => {
    const environment = await open('/tasks/add?board_id=7', addRoute, '/tasks/add', 'taskAdd');
    resolveWith(environment, await startedOperation(environment, 'TaskAddPageQuery'), { TaskList: () => ({ id: btoa('TaskList:7'), databaseId: 7, name: 'Atendimentos', columns: ['A fazer'] }) });
    const due = await screen.findByRole('button', { name: 'Data de vencimento' });
    fireEvent.click(due);
    const today = new Date();
    const day = String(today.getDate());
    const month = today.toLocaleDateString('pt-BR', { month: 'long' });
    fireEvent.click(await screen.findByRole('button', { name: `${day} ${month} ${today.getFullYear()}`, hidden: true }));
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
    await vi.waitFor(() => expect(due.textContent).toBe(today.toLocaleDateString('pt-BR')));

    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), { target: { value: 'Renovar contrato' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar tarefa' }));
    const create = await startedOperation(environment, 'TaskAddPageMutation');
    expect(create.request.variables.input).toMatchObject({ dueDate: iso });
  });
});

describe('board', () => {
  it("shows the tasks of no column first, before the board's columns", async () => {
    const environment = await open('/tasks/board/7', boardRoute, '/tasks/board/:id?', 'taskBoard');
    const group = (key: string, name: string, isColumn: boolean, titles: string[]) => ({
      key,
      name,
      isColumn,
      tasks: { totalCount: titles.length, edges: titles.map((title, index) => ({ node: { ...board.Task(), id: btoa(`Task:${20 + key.length + index}`), databaseId: 20 + key.length + index, title } })) },
    });
    resolveWith(environment, await startedOperation(environment, 'TaskBoardPageQuery'), {
      TaskList: () => ({
        ...board.TaskList(),
        groups: [group('A fazer', 'A fazer', true, ['Ligar para Maria']), group('Fazendo', 'Fazendo', true, []), group('', 'Sem coluna', false, ['Renovar contrato'])],
      }),
    });
    await screen.findByRole('region', { name: 'Coluna Sem coluna' });
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['Coluna Sem coluna', 'Coluna A fazer', 'Coluna Fazendo']);
  });

  it('filters by a person with the id the schema gives them', async () => {
    const environment = await open('/tasks/board/7', boardRoute, '/tasks/board/:id?', 'taskBoard');
    resolveWith(environment, await startedOperation(environment, 'TaskBoardPageQuery'), { ...board, TaskPerson: () => ({ id: BRUNO, databaseId: 2, name: 'Bruno Costa' }) });
    await screen.findByRole('combobox', { name: 'Responsável' });
    await pick('Responsável', 'Bruno Costa');
    const filtered = await startedOperation(environment, 'TaskBoardPageQuery');
    expect(filtered.request.variables.filter).toMatchObject({ assigneeId: BRUNO });
  });
});

describe('completion check', () => {
  it('shows a reopened task whose date has passed as overdue while the server answers', async () => {
    const environment = await open('/tasks/board/7', boardRoute, '/tasks/board/:id?', 'taskBoard');
    resolveWith(environment, await startedOperation(environment, 'TaskBoardPageQuery'), {
      ...board,
      Task: () => ({ ...board.Task(), completed: true, status: 'COMPLETED', statusText: 'Concluída', statusColor: 'gray', dueDate: '2020-01-02' }),
    });
    const column = await screen.findByRole('region', { name: 'Coluna A fazer' });
    expect(within(column).getByText('Concluída')).toBeTruthy();
    fireEvent.click(within(column).getByRole('button', { name: 'Marcar Ligar para Maria como pendente' }));
    expect(await within(column).findByText('Atrasada')).toBeTruthy();
    await startedOperation(environment, 'useTaskMutationsToggleMutation');
  });
});

describe('live board', () => {
  it('keeps listening to changes while its filters change', async () => {
    const environment = await open('/tasks/board/7', boardRoute, '/tasks/board/:id?', 'taskBoard');
    resolveWith(environment, await startedOperation(environment, 'TaskBoardPageQuery'), board);
    const changes = await startedOperation(environment, 'TaskBoardPageSubscription');
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'laudo' } });
    const search = await startedOperation(environment, 'TaskBoardPageQuery');
    expect(search.request.variables.filter).toMatchObject({ search: 'laudo' });
    const listening = environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'TaskBoardPageSubscription');
    expect(listening).toHaveLength(1);
    expect(listening[0]).toBe(changes);
  });
});

describe('task modal', () => {
  it('shows hours with a decimal comma', async () => {
    const { modal } = await openModal({ timeSpent: 0.5 });
    expect(within(modal).getByText('1,25')).toBeTruthy();
    expect(within(modal).getByText('0,5')).toBeTruthy();
  });

  it('takes hours typed with a comma or a point, shows a comma and sends them as numbers', async () => {
    const { environment, modal } = await openModal();
    fireEvent.click(within(modal).getByRole('button', { name: 'Editar' }));
    const estimated = within(modal).getByRole('textbox', { name: 'Horas estimadas' }) as HTMLInputElement;
    const spent = within(modal).getByRole('textbox', { name: 'Tempo gasto (horas)' }) as HTMLInputElement;
    expect(estimated.value).toBe('1,25');
    expect(spent.value).toBe('');
    fireEvent.input(estimated, { target: { value: '0.25' } });
    fireEvent.input(spent, { target: { value: '0,25' } });
    await vi.waitFor(() => expect(estimated.value).toBe('0,25'));
    expect(spent.value).toBe('0,25');

    fireEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    const update = await startedOperation(environment, 'TaskDetailModalUpdateMutation');
    expect(update.request.variables.input).toMatchObject({ estimatedHours: 0.25, timeSpent: 0.25 });
  });

  it('keeps the column when it is clicked again, and the due date in the DD/MM/YYYY picker', async () => {
    const { environment, modal } = await openModal();
    fireEvent.click(within(modal).getByRole('button', { name: 'Editar' }));
    const column = within(modal).getByRole('combobox', { name: 'Coluna' }) as HTMLInputElement;
    expect(column.value).toBe('Fazendo');
    await pick('Coluna', 'Fazendo');
    expect(column.value).toBe('Fazendo');
    expect(within(modal).getByRole('button', { name: 'Data de vencimento' }).textContent).toBe('09/03/2026');

    fireEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    const update = await startedOperation(environment, 'TaskDetailModalUpdateMutation');
    expect(update.request.variables.input).toMatchObject({ kanbanGroup: 'Fazendo', dueDate: '2026-03-09' });
  });

  it('names each checklist box by its item, and ticks it when its text is clicked', async () => {
    const { environment, modal } = await openModal();
    expect(within(modal).getByRole('checkbox', { name: 'Confirmar horário' })).toBeTruthy();
    fireEvent.click(within(modal).getByText('Confirmar horário'));
    const toggle = await startedOperation(environment, 'TaskChecklistToggleMutation');
    expect(toggle.request.variables.input).toEqual({ taskId: TASK_ID, id: btoa('TaskChecklistItem:5') });
  });

  it('keeps the people assigned by the ids the schema gives them', async () => {
    const { environment, modal } = await openModal({ assignees: [{ id: BRUNO, databaseId: 2, name: 'Bruno Costa' }] });
    fireEvent.click(within(modal).getByRole('button', { name: 'Editar' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    const update = await startedOperation(environment, 'TaskDetailModalUpdateMutation');
    expect(update.request.variables.input).toMatchObject({ assigneeIds: [BRUNO] });
  });

  it('shows a comment from what the server answers, and reloads the board for its count', async () => {
    const { environment, modal } = await openModal();
    const box = within(modal).getByRole('textbox', { name: 'Novo comentário' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Liguei, sem resposta' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Comentar' }));
    const add = await startedOperation(environment, 'TaskCommentsAddMutation');
    expect(add.request.variables.input).toEqual({ taskId: TASK_ID, content: 'Liguei, sem resposta' });
    const comment = { id: btoa('TaskComment:3'), content: 'Liguei, sem resposta', author: { name: 'Bruno Costa' }, createdAt: '2026-03-09T12:00:00Z', canDelete: true };
    resolveWith(environment, add, { Task: () => ({ id: TASK_ID, comments: [comment], commentsCount: 1 }) });
    expect(await within(modal).findByText('Liguei, sem resposta')).toBeTruthy();
    expect(box.value).toBe('');
    await startedOperation(environment, 'TaskBoardPageQuery');
  });

  it('reads the open task again only when a change names it', async () => {
    const { environment } = await openModal();
    const changes = await startedOperation(environment, 'TaskBoardPageSubscription');
    const modalQueries = () => environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'TaskDetailModalQuery');
    push(environment, changes, { data: { taskChanges: { taskListIds: [btoa('TaskList:7')], taskIds: [btoa('Task:12')], deleted: false } } });
    await startedOperation(environment, 'TaskBoardPageQuery');
    expect(modalQueries()).toHaveLength(0);
  });

  it('shows what a colleague changed in the open task', async () => {
    const { environment, modal } = await openModal();
    const changes = await startedOperation(environment, 'TaskBoardPageSubscription');
    push(environment, changes, { data: { taskChanges: { taskListIds: [btoa('TaskList:7')], taskIds: [TASK_ID], deleted: false } } });
    const again = await startedOperation(environment, 'TaskDetailModalQuery');
    resolveWith(environment, again, { Task: () => task({ title: 'Ligar para Maria e João', estimatedHours: 3 }) });
    expect(await within(modal).findByRole('heading', { name: 'Ligar para Maria e João' })).toBeTruthy();
    expect(within(modal).getByText('3')).toBeTruthy();
  });
});
