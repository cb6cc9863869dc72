import { describe, expect, it } from 'vitest';
import type { RestTask, RestTaskBoard, RestTaskCard } from '../src/areas/tasks/index.ts';
import { json, mockedGateway, session } from './helpers.ts';

function restTask(id: number, changes: Partial<RestTask> = {}): RestTask {
  return {
    id,
    task_list_id: 5,
    title: `Tarefa ${id}`,
    description: '',
    description_text: '',
    due_date: null,
    priority: null,
    priority_text: null,
    kanban_group: 'A fazer',
    position: id,
    completed: false,
    completed_at: null,
    overdue: false,
    status: 'pending',
    status_text: 'Pendente',
    status_color: 'blue',
    customer_id: null,
    customer: null,
    assignees: [{ id: 21, name: 'Ana Souza' }],
    assignee_ids: [21],
    tags: [],
    estimated_hours: null,
    time_spent: null,
    checklist_items: [],
    checklist_total_items: 0,
    checklist_completed_items: 0,
    comments_count: 0,
    attachments_count: 0,
    created_at: '2026-03-10T12:00:00.000Z',
    updated_at: '2026-03-10T12:00:00.000Z',
    ...changes,
  };
}

/** The task as a board answers it with `view=card`. */
function card(id: number, changes: Partial<RestTask> = {}): RestTaskCard {
  const { description, completed_at, customer_id, assignee_ids, estimated_hours, time_spent, checklist_items, created_at, updated_at, ...shown } = restTask(id, changes);
  void [description, completed_at, customer_id, assignee_ids, estimated_hours, time_spent, checklist_items, created_at, updated_at];
  return { ...shown, card: true };
}

const board: RestTaskBoard = {
  id: 5,
  name: 'Atendimentos',
  description: null,
  kanban_group_options: ['A fazer', 'Feito'],
  tasks_count: 3,
  pending_tasks_count: 3,
  completed_tasks_count: 0,
  completion_percentage: 0,
  created_at: '2026-03-10T12:00:00.000Z',
  updated_at: '2026-03-10T12:00:00.000Z',
  grouped_tasks: [
    { key: 'A fazer', name: 'A fazer', tasks: [card(1), card(2)] },
    { key: 'Feito', name: 'Feito', tasks: [card(3, { kanban_group: 'Feito' })] },
  ],
};

const BOARD = `query ($id: Int, $filter: TaskFilter, $groupBy: TaskGroupBy) {
  taskList(databaseId: $id, filter: $filter, groupBy: $groupBy) {
    id name tasksCount
    groups { key isColumn tasks(first: 1) { totalCount pageInfo { hasNextPage } edges { node { id title assignees { name } } } } }
  }
}`;

describe('task boards', () => {
  it('reads a board, its groups and its tasks with one REST call, filters and grouping passed as the query string', async () => {
    const mocked = mockedGateway();
    mocked.api
      .intercept({ path: '/api/v1/task_lists/5?status=overdue&assignee_id=21&search=jos%C3%A9&group_by=kanban_group&view=card', method: 'GET' })
      .reply(200, { task_list: board }, json);
    const result = await mocked.graphql(BOARD, {
      headers: session,
      variables: { id: 5, filter: { status: 'OVERDUE', assigneeId: Buffer.from('User:21').toString('base64'), search: ' josé ' } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.taskList).toMatchObject({
      name: 'Atendimentos',
      tasksCount: 3,
      groups: [
        { key: 'A fazer', isColumn: true, tasks: { totalCount: 2, pageInfo: { hasNextPage: true }, edges: [{ node: { title: 'Tarefa 1', assignees: [{ name: 'Ana Souza' }] } }] } },
        { key: 'Feito', isColumn: true, tasks: { totalCount: 1 } },
      ],
    });
    // The only interception answers that exact query string; the call history keeps the path alone.
    expect(mocked.calls().map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/v1/task_lists/5']);
    expect(mocked.calls()[0]!.headers['access-token']).toBe(session['access-token']);
  });

  it('reads a field a card lacks from the whole task, one call per task asked, none for the card fields', async () => {
    const mocked = mockedGateway();
    mocked.api.intercept({ path: '/api/v1/task_lists/5?group_by=kanban_group&view=card', method: 'GET' }).reply(200, { task_list: board }, json);
    mocked.api.intercept({ path: '/api/v1/tasks/1', method: 'GET' }).reply(
      200,
      { task: restTask(1, { description: '<p>Ligar <b>hoje</b></p>', checklist_items: [{ id: 7, content: 'Confirmar', completed: true }], time_spent: 1.5 }) },
      json,
    );
    mocked.api.intercept({ path: '/api/v1/tasks/3', method: 'GET' }).reply(200, { task: restTask(3, { kanban_group: 'Feito' }) }, json);
    const result = await mocked.graphql(
      `query { taskList(databaseId: 5) { groups { tasks(first: 1) { edges { node {
        title checklistTotalItems description timeSpent checklistItems { databaseId content completed }
      } } } } } }`,
      { headers: session },
    );
    expect(result.errors).toBeUndefined();
    const first = (result.data?.taskList as { groups: { tasks: { edges: { node: unknown }[] } }[] }).groups[0]!.tasks.edges[0]!.node;
    expect(first).toEqual({
      title: 'Tarefa 1',
      checklistTotalItems: 0,
      description: '<p>Ligar <b>hoje</b></p>',
      timeSpent: 1.5,
      checklistItems: [{ databaseId: 7, content: 'Confirmar', completed: true }],
    });
    expect(mocked.calls().map((call) => `${call.method} ${call.path}`).sort()).toEqual(['GET /api/v1/task_lists/5', 'GET /api/v1/tasks/1', 'GET /api/v1/tasks/3']);
  });

  it('reads the default board without an id, and answers null for a board of no one', async () => {
    const mocked = mockedGateway();
    mocked.api.intercept({ path: '/api/v1/task_lists/default?group_by=status&view=card', method: 'GET' }).reply(200, { task_list: { ...board, grouped_tasks: [] } }, json);
    mocked.api.intercept({ path: '/api/v1/task_lists/9?group_by=kanban_group&view=card', method: 'GET' }).reply(404, { message: 'Recurso não encontrado' }, json);
    const found = await mocked.graphql('{ taskList(groupBy: STATUS) { name groups { key } } }', { headers: session });
    expect(found.data?.taskList).toEqual({ name: 'Atendimentos', groups: [] });
    const missing = await mocked.graphql('{ taskList(databaseId: 9) { name } }', { headers: session });
    expect(missing).toEqual({ data: { taskList: null } });
  });

  it('moves a task: its column, then the column order, answering the moved task and the board counts', async () => {
    const mocked = mockedGateway();
    const moved = restTask(2, { kanban_group: 'Feito', position: 0 });
    mocked.api.intercept({ path: '/api/v1/tasks/2', method: 'GET' }).reply(200, { task: restTask(2) }, json);
    mocked.api.intercept({ path: '/api/v1/tasks/2', method: 'PATCH' }).reply(200, { task: { ...moved, position: 9 } }, json);
    mocked.api.intercept({ path: '/api/v1/task_lists/5/tasks/reorder', method: 'PATCH' }).reply(200, { task_ids: [2, 3] }, json);
    mocked.api.intercept({ path: '/api/v1/tasks/2', method: 'GET' }).reply(200, { task: moved }, json);
    mocked.api.intercept({ path: '/api/v1/task_lists', method: 'GET' }).reply(200, { task_lists: [{ ...board, grouped_tasks: undefined }] }, json);
    const id = (type: string, n: number) => Buffer.from(`${type}:${n}`).toString('base64');
    const result = await mocked.graphql(
      'mutation ($input: MoveTaskInput!) { moveTask(input: $input) { task { id kanbanGroup position } taskList { id tasksCount } errors { field } } }',
      { headers: session, variables: { input: { id: id('Task', 2), kanbanGroup: 'Feito', orderedTaskIds: [id('Task', 2), id('Task', 3)] } } },
    );
    expect(result.data?.moveTask).toEqual({
      task: { id: id('Task', 2), kanbanGroup: 'Feito', position: 0 },
      taskList: { id: id('TaskList', 5), tasksCount: 3 },
      errors: [],
    });
    const calls = mocked.calls();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/tasks/2',
      'PATCH /api/v1/tasks/2',
      'PATCH /api/v1/task_lists/5/tasks/reorder',
      'GET /api/v1/tasks/2',
      'GET /api/v1/task_lists',
    ]);
    expect(JSON.parse(String(calls[1]!.body))).toEqual({ task: { kanban_group: 'Feito' } });
    expect(JSON.parse(String(calls[2]!.body))).toEqual({ task_ids: [2, 3] });
  });

  it('answers a refused task as field errors in the payload', async () => {
    const mocked = mockedGateway();
    mocked.api.intercept({ path: '/api/v1/task_lists/5/tasks', method: 'POST' }).reply(
      422,
      { message: 'x', errors: { title: ['Por favor, informe o título da tarefa'] }, full_messages: ['Por favor, informe o título da tarefa'] },
      json,
    );
    const result = await mocked.graphql(
      'mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id } taskList { id } errors { field messages } fullMessages } }',
      { headers: session, variables: { input: { taskListId: Buffer.from('TaskList:5').toString('base64'), title: ' ', dueDate: '', checklistItems: ['a'] } } },
    );
    expect(result.data?.createTask).toEqual({
      task: null,
      taskList: null,
      errors: [{ field: 'title', messages: ['Por favor, informe o título da tarefa'] }],
      fullMessages: ['Por favor, informe o título da tarefa'],
    });
    expect(JSON.parse(String(mocked.calls()[0]!.body))).toEqual({ task: { title: ' ', due_date: null, checklist_items: ['a'] } });
  });
});
