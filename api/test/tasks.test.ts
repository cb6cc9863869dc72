import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { createCustomer } from './customer-helpers.ts';
import { testClock } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';
import { activityCount, taskClient } from './task-helpers.ts';

let api: TestApi;
// 15:00 in São Paulo (UTC-3) on 10/03/2026; sessions last 12 hours, past the midnight the test moves to.
const clock = testClock(new Date('2026-03-10T18:00:00Z'));
let admin: Member;
let colleague: Member;
let other: Member;
let client: ReturnType<typeof taskClient>;
let otherClient: ReturnType<typeof taskClient>;

beforeAll(async () => {
  api = await startTestApi({ clock });
  admin = await makeCompany(api.db, 'team', { now: clock(), name: 'Ana Lima' });
  colleague = await addMember(api.db, admin.companyId, 'standard', { now: clock(), name: 'Bruno Costa' });
  other = await makeCompany(api.db, 'team', { now: clock() });
  client = taskClient(api, admin.auth);
  otherClient = taskClient(api, other.auth);
});
afterAll(() => api.close());

async function newBoard(columns = 'A fazer, Fazendo, Feito', name = 'Atendimentos') {
  const { status, body } = await client.createBoard({ name, kanban_group_options: columns });
  expect(status).toBe(201);
  return body.task_list as { id: number; kanban_group_options: string[] };
}

async function newTask(boardId: number, task: Record<string, unknown>) {
  const { status, body } = await client.createTask(boardId, task);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.task;
}

describe('boards', () => {
  it('refuses a board without a name or without columns, in the spec words, and stores nothing', async () => {
    const before = await activityCount(api, admin.companyId, 'TaskList');
    const blank = await client.createBoard({ name: '   ', kanban_group_options: 'A' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name).toEqual(['Por favor, informe o nome do quadro']);
    expect(blank.body.full_messages).toContain('Por favor, informe o nome do quadro');
    const noColumns = await client.createBoard({ name: 'Quadro', kanban_group_options: ' , ,  ' });
    expect(noColumns.status).toBe(422);
    expect(noColumns.body.full_messages).toEqual(['Por favor, informe pelo menos uma coluna']);
    expect(await activityCount(api, admin.companyId, 'TaskList')).toBe(before);
    expect((await client.call('GET', '/api/v1/task_lists')).body.task_lists).toHaveLength(0);
  });

  it('creates a board with its comma-separated columns trimmed and empty ones dropped, and lists it with counts', async () => {
    const { status, body } = await client.createBoard({ name: ' Retornos ', description: 'Ligar de volta', kanban_group_options: ' Ligar ,, Agendado , Feito ' });
    expect(status).toBe(201);
    expect(body.task_list).toMatchObject({ name: 'Retornos', kanban_group_options: ['Ligar', 'Agendado', 'Feito'], tasks_count: 0, completion_percentage: 0 });
    const list = await client.call('GET', '/api/v1/task_lists');
    expect(list.body.task_lists.map((board: { name: string }) => board.name)).toContain('Retornos');
  });

  it('updates name, description and columns; an empty column list is refused', async () => {
    const board = await newBoard('A, B');
    const updated = await client.updateBoard(board.id, { name: 'Novo nome', description: '', kanban_group_options: ['B', ' C '] });
    expect(updated.status).toBe(200);
    expect(updated.body.task_list).toMatchObject({ name: 'Novo nome', description: null, kanban_group_options: ['B', 'C'] });
    const refused = await client.updateBoard(board.id, { kanban_group_options: '' });
    expect(refused.status).toBe(422);
    expect((await client.board(board.id)).body.task_list.kanban_group_options).toEqual(['B', 'C']);
  });

  it('keeps the tasks of a removed column, shown without a group', async () => {
    const board = await newBoard('A fazer, Fazendo');
    const task = await newTask(board.id, { title: 'Ligar para Maria', kanban_group: 'Fazendo' });
    await client.updateBoard(board.id, { kanban_group_options: 'A fazer' });
    const { body } = await client.board(board.id, 'group_by=kanban_group');
    expect(body.task_list.tasks_count).toBe(1);
    expect(body.task_list.grouped_tasks.map((group: { key: string; name: string }) => [group.key, group.name])).toEqual([
      ['A fazer', 'A fazer'],
      ['', 'Sem coluna'],
    ]);
    expect(body.task_list.grouped_tasks[1].tasks[0]).toMatchObject({ id: task.id, kanban_group: 'Fazendo' });
  });

  it('makes the default board on first use, with the columns A fazer, Fazendo and Feito, and answers the same one afterwards', async () => {
    const fresh = await makeCompany(api.db, 'team', { now: clock() });
    const freshClient = taskClient(api, fresh.auth);
    const [first, second] = await Promise.all([freshClient.board('default'), freshClient.board('default')]);
    expect(first.status).toBe(200);
    expect(first.body.task_list.kanban_group_options).toEqual(['A fazer', 'Fazendo', 'Feito']);
    expect(second.body.task_list.id).toBe(first.body.task_list.id);
    expect((await freshClient.call('GET', '/api/v1/task_lists')).body.task_lists).toHaveLength(1);
  });

  it('duplicates a board with its columns, tasks, order and checklists, and deletes a board with its tasks', async () => {
    const board = await newBoard('Um, Dois');
    const first = await newTask(board.id, { title: 'Primeira', kanban_group: 'Dois', checklist_items: ['a', 'b'], assignee_ids: [colleague.id] });
    const second = await newTask(board.id, { title: 'Segunda', kanban_group: 'Dois' });
    await client.reorder(board.id, [second.id, first.id]);
    const copy = await client.call('POST', `/api/v1/task_lists/${board.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.task_list).toMatchObject({ name: 'Atendimentos (cópia)', kanban_group_options: ['Um', 'Dois'], tasks_count: 2 });
    const copied = (await client.board(copy.body.task_list.id)).body.task_list.tasks;
    expect(copied.map((task: { title: string }) => task.title)).toEqual(['Segunda', 'Primeira']);
    expect(copied[1].checklist_items.map((item: { content: string }) => item.content)).toEqual(['a', 'b']);
    expect(copied[1].assignees).toEqual([{ id: colleague.id, name: 'Bruno Costa' }]);
    expect(copied[1].id).not.toBe(first.id);

    expect((await client.call('DELETE', `/api/v1/task_lists/${board.id}`)).status).toBe(200);
    expect((await client.board(board.id)).status).toBe(404);
    expect((await client.task(first.id)).status).toBe(404);
    expect((await client.task(copied[1].id)).status).toBe(200);
  });
});

describe('tasks', () => {
  let board: { id: number };
  beforeAll(async () => {
    board = await newBoard();
  });

  it('refuses a task without a title in the spec words, and an unknown column, priority or date', async () => {
    const blank = await client.createTask(board.id, { title: '  ', due_date: '2026-02-30', priority: 'urgent', kanban_group: 'Nenhuma' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({
      title: ['Por favor, informe o título da tarefa'],
      due_date: ['não é uma data válida'],
      priority: ['não é válido'],
      kanban_group: ['não é uma coluna do quadro'],
    });
    expect(blank.body.full_messages[0]).toBe('Por favor, informe o título da tarefa');
  });

  it('creates a task: empty due date and priority are null, checklist items trimmed and empty ones dropped, HTML sanitized', async () => {
    const task = await newTask(board.id, {
      title: '  Enviar laudo  ',
      description: '<p>Para <strong>Maria</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      due_date: '',
      priority: '',
      checklist_items: ['  Revisar  ', '', '   ', 'Assinar'],
    });
    expect(task).toMatchObject({
      title: 'Enviar laudo',
      description: '<p>Para <strong>Maria</strong></p>',
      description_text: 'Para Maria',
      due_date: null,
      priority: null,
      priority_text: null,
      kanban_group: 'A fazer',
      completed: false,
      status: 'pending',
      status_text: 'Pendente',
      checklist_total_items: 2,
      checklist_completed_items: 0,
      comments_count: 0,
      attachments_count: 0,
    });
    expect(task.checklist_items.map((item: { content: string }) => item.content)).toEqual(['Revisar', 'Assinar']);
    // What an editor left empty sends is no description.
    const blank = await newTask(board.id, { title: 'Sem descrição', description: '<p><br></p><p>&nbsp;</p>' });
    expect(blank).toMatchObject({ description: '', description_text: '' });
  });

  it('links assignees and a customer of the company only', async () => {
    const customer = await createCustomer(api, admin.auth, 'Maria José');
    const foreignCustomer = await createCustomer(api, other.auth, 'De outra empresa');
    const refused = await client.createTask(board.id, { title: 'X', assignee_ids: [other.id], customer_id: foreignCustomer });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ assignee_ids: ['não é um usuário da empresa'], customer_id: ['não é um cliente da empresa'] });
    const task = await newTask(board.id, { title: 'Ligar', assignee_ids: [colleague.id, admin.id], customer_id: customer });
    expect(task.assignees).toEqual([
      { id: admin.id, name: 'Ana Lima' },
      { id: colleague.id, name: 'Bruno Costa' },
    ]);
    expect(task.customer).toEqual({ id: customer, name: 'Maria José' });
  });

  it('answers a board and a calendar period as cards with view=card: what a card shows, checklist as counts', async () => {
    const cards = await newBoard('A fazer, Feito', 'Cartões');
    const customer = await createCustomer(api, admin.auth, 'Joana Prado');
    const whole = await newTask(cards.id, {
      title: 'Enviar laudo',
      description: '<p>Laudo de <strong>março</strong></p>',
      due_date: '2026-03-12',
      priority: 'high',
      assignee_ids: [colleague.id, admin.id],
      customer_id: customer,
      tags: ['convênio'],
      checklist_items: ['Revisar', 'Assinar', 'Enviar'],
    });
    const items = (await client.task(whole.id)).body.task.checklist_items as { id: number }[];
    expect((await client.call('PATCH', `/api/v1/tasks/${whole.id}/checklist_items/${items[1]!.id}/toggle`)).status).toBe(200);

    const { status, body } = await client.board(cards.id, 'group_by=kanban_group&view=card');
    expect(status).toBe(200);
    const [card] = body.task_list.grouped_tasks[0].tasks;
    expect(card).toEqual({
      card: true,
      id: whole.id,
      task_list_id: cards.id,
      title: 'Enviar laudo',
      description_text: 'Laudo de março',
      due_date: '2026-03-12',
      priority: 'high',
      priority_text: whole.priority_text,
      kanban_group: 'A fazer',
      position: whole.position,
      completed: false,
      overdue: false,
      status: 'pending',
      status_text: 'Pendente',
      status_color: 'blue',
      customer: { id: customer, name: 'Joana Prado' },
      assignees: [
        { id: admin.id, name: 'Ana Lima' },
        { id: colleague.id, name: 'Bruno Costa' },
      ],
      tags: ['convênio'],
      checklist_total_items: 3,
      checklist_completed_items: 1,
      comments_count: 0,
      attachments_count: 0,
    });
    // Without view the board answers whole tasks, as before.
    const full = (await client.board(cards.id, 'group_by=kanban_group')).body.task_list.grouped_tasks[0].tasks[0];
    expect(full.description).toBe('<p>Laudo de <strong>março</strong></p>');
    expect(full.checklist_items).toHaveLength(3);
    expect(full.card).toBeUndefined();

    const period = await client.call('GET', `/api/v1/tasks?due_from=2026-03-12&due_to=2026-03-12&task_list_id=${cards.id}&view=card`);
    expect(period.body.tasks).toEqual([card]);
    const wrong = await client.board(cards.id, 'view=tudo');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ view: ['não é válido'] });
  });

  it('updates any set of fields and records what changed', async () => {
    const task = await newTask(board.id, { title: 'Renovar contrato' });
    const before = await activityCount(api, admin.companyId, 'Task');
    const { status, body } = await client.updateTask(task.id, {
      kanban_group: 'Feito',
      due_date: '2026-03-20',
      priority: 'high',
      tags: ' urgente, contrato ,, ',
      estimated_hours: '1,5',
      time_spent: 2,
      assignee_ids: [colleague.id],
    });
    expect(status).toBe(200);
    expect(body.task).toMatchObject({
      kanban_group: 'Feito',
      due_date: '2026-03-20',
      priority: 'high',
      priority_text: 'Alta',
      tags: ['urgente', 'contrato'],
      estimated_hours: 1.5,
      time_spent: 2,
      assignee_ids: [colleague.id],
      title: 'Renovar contrato',
    });
    expect(await activityCount(api, admin.companyId, 'Task')).toBe(before + 1);
    const activity = await api.db.selectFrom('activities').select('changes').where('item_id', '=', task.id).where('event', '=', 'update').executeTakeFirstOrThrow();
    expect(activity.changes.map((change) => change.field_name)).toContain('kanban_group');
    expect((await client.task(task.id)).body.task.due_date).toBe('2026-03-20');
  });

  it('toggles completion, which the board counts follow', async () => {
    const own = await newBoard('A');
    const task = await newTask(own.id, { title: 'Concluir' });
    await newTask(own.id, { title: 'Outra' });
    const done = await client.toggle(task.id);
    expect(done.body.task).toMatchObject({ completed: true, status: 'completed', status_text: 'Concluída' });
    expect(done.body.task.completed_at).not.toBeNull();
    expect((await client.board(own.id)).body.task_list).toMatchObject({ tasks_count: 2, completed_tasks_count: 1, pending_tasks_count: 1, completion_percentage: 50 });
    const undone = await client.toggle(task.id);
    expect(undone.body.task).toMatchObject({ completed: false, completed_at: null });
  });

  it('keeps a reorder within each column across reads, and refuses an order naming another board task', async () => {
    const own = await newBoard('A, B');
    const a1 = await newTask(own.id, { title: 'a1', kanban_group: 'A' });
    const a2 = await newTask(own.id, { title: 'a2', kanban_group: 'A' });
    const a3 = await newTask(own.id, { title: 'a3', kanban_group: 'A' });
    const moved = await client.updateTask(a1.id, { kanban_group: 'B' });
    expect(moved.body.task.kanban_group).toBe('B');
    expect((await client.reorder(own.id, [a3.id, a2.id])).status).toBe(200);
    const groups = (await client.board(own.id, 'group_by=kanban_group')).body.task_list.grouped_tasks;
    expect(groups.map((group: { tasks: { title: string }[] }) => group.tasks.map((task) => task.title))).toEqual([['a3', 'a2'], ['a1']]);

    const elsewhere = await newTask(board.id, { title: 'fora' });
    expect((await client.reorder(own.id, [a2.id, elsewhere.id])).status).toBe(404);
    expect((await client.reorder(own.id, 'x')).status).toBe(422);
    const after = (await client.board(own.id, 'group_by=kanban_group')).body.task_list.grouped_tasks;
    expect(after[0].tasks.map((task: { title: string }) => task.title)).toEqual(['a3', 'a2']);
  });

  it('answers hostile input with a 422 and keeps HTML typed in a title as text', async () => {
    const cases: Record<string, unknown>[] = [
      { title: 'x'.repeat(256) },
      { title: 'Ok', assignee_ids: { evil: { nested: true } } },
      { title: 'Ok', tags: [{ a: 1 }] },
      { title: 'Ok', estimated_hours: 'muito' },
      { title: 'Ok', customer_id: '1 or 1=1' },
      { title: ['lista'] },
    ];
    for (const task of cases) expect((await client.createTask(board.id, task)).status, JSON.stringify(task)).toBe(422);
    expect((await client.createBoard({ name: 'Ok', kanban_group_options: [{ nome: 'A' }] })).status).toBe(422);
    expect((await client.reorder(board.id, { 0: { id: 1 } })).status).toBe(422);
    const task = await newTask(board.id, { title: '<img src=x onerror=alert(1)>' });
    expect(task.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('deletes a task', async () => {
    const task = await newTask(board.id, { title: 'Apagar' });
    expect((await client.call('DELETE', `/api/v1/tasks/${task.id}`)).status).toBe(200);
    expect((await client.task(task.id)).status).toBe(404);
  });
});

describe('filters and grouping', () => {
  let board: { id: number };
  let customer: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    board = await newBoard('A fazer, Feito', 'Filtros');
    customer = await createCustomer(api, admin.auth, 'Joana');
    ids.overdue = (await newTask(board.id, { title: 'Atrasada', due_date: '2026-03-09', priority: 'high', assignee_ids: [colleague.id] })).id;
    ids.today = (await newTask(board.id, { title: 'Hoje', due_date: '2026-03-10', priority: 'low', customer_id: customer })).id;
    ids.later = (await newTask(board.id, { title: 'Relatório de avaliação', description: '<p>Pacientê José</p>', due_date: '2026-04-01' })).id;
    ids.done = (await newTask(board.id, { title: 'Feita', due_date: '2026-03-01', kanban_group: 'Feito' })).id;
    await client.toggle(ids.done!);
  });

  const titles = async (query: string) =>
    (await client.board(board.id, query)).body.task_list.tasks.map((task: { title: string }) => task.title).sort();

  it('filters by status, assignee, customer, priority and accent-insensitive search', async () => {
    expect(await titles('status=overdue')).toEqual(['Atrasada']);
    expect(await titles('status=due_today')).toEqual(['Hoje']);
    expect(await titles('status=completed')).toEqual(['Feita']);
    expect(await titles('status=pending')).toEqual(['Atrasada', 'Hoje', 'Relatório de avaliação']);
    expect(await titles(`assignee_id=${colleague.id}`)).toEqual(['Atrasada']);
    expect(await titles(`customer_id=${customer}`)).toEqual(['Hoje']);
    expect(await titles('priority=low')).toEqual(['Hoje']);
    expect(await titles('search=relatorio')).toEqual(['Relatório de avaliação']);
    expect(await titles('search=JOSE')).toEqual(['Relatório de avaliação']);
    expect(await titles('search=%25')).toEqual([]);
    expect((await client.board(board.id, 'status=late')).status).toBe(422);
    expect((await client.board(board.id, 'group_by=color')).status).toBe(422);
  });

  it('groups by column, assignee, customer, priority and status', async () => {
    const grouped = async (by: string) =>
      (await client.board(board.id, `group_by=${by}`)).body.task_list.grouped_tasks.map((group: { name: string; tasks: { title: string }[] }) => [
        group.name,
        group.tasks.map((task) => task.title).sort(),
      ]);
    expect(await grouped('kanban_group')).toEqual([
      ['A fazer', ['Atrasada', 'Hoje', 'Relatório de avaliação']],
      ['Feito', ['Feita']],
    ]);
    expect(await grouped('assignee')).toEqual([
      ['Bruno Costa', ['Atrasada']],
      ['Sem responsável', ['Feita', 'Hoje', 'Relatório de avaliação']],
    ]);
    expect(await grouped('customer')).toEqual([
      ['Joana', ['Hoje']],
      ['Sem cliente', ['Atrasada', 'Feita', 'Relatório de avaliação']],
    ]);
    // The tasks of no customer take the company's own word for one.
    await api.db.updateTable('companies').set({ customer_treatment: 'Paciente' }).where('id', '=', admin.companyId).execute();
    expect((await grouped('customer')).at(-1)![0]).toBe('Sem paciente');
    await api.db.updateTable('companies').set({ customer_treatment: 'Cliente' }).where('id', '=', admin.companyId).execute();
    expect(await grouped('priority')).toEqual([
      ['Alta', ['Atrasada']],
      ['Média', []],
      ['Baixa', ['Hoje']],
      ['Sem prioridade', ['Feita', 'Relatório de avaliação']],
    ]);
    expect(await grouped('status')).toEqual([
      ['Atrasada', ['Atrasada']],
      ['Vence hoje', ['Hoje']],
      ['Pendente', ['Relatório de avaliação']],
      ['Concluída', ['Feita']],
    ]);
    const listed = await client.call('GET', `/api/v1/task_lists/${board.id}/tasks?group_by=status&search=hoje`);
    expect(listed.body.grouped_tasks[1].tasks.map((task: { id: number }) => task.id)).toEqual([ids.today]);
  });
});

describe('calendar and assignees', () => {
  it('answers the company tasks due within a period, by date, with the board filters; other companies see none', async () => {
    const one = await newBoard('A', 'Agenda 1');
    const two = await newBoard('A', 'Agenda 2');
    const march = await newTask(one.id, { title: 'Março', due_date: '2026-05-31', priority: 'high' });
    const april = await newTask(two.id, { title: 'Abril', due_date: '2026-05-01' });
    await newTask(two.id, { title: 'Sem data' });
    await newTask(two.id, { title: 'Junho', due_date: '2026-06-01' });
    await (await otherClient.createTask((await otherClient.createBoard({ name: 'Deles' })).body.task_list.id, { title: 'Deles', due_date: '2026-05-10' }));
    const period = (query = '') => client.call('GET', `/api/v1/tasks?due_from=2026-05-01&due_to=2026-05-31${query}`);
    expect((await period()).body.tasks.map((task: { id: number }) => task.id)).toEqual([april.id, march.id]);
    expect((await period(`&task_list_id=${one.id}`)).body.tasks.map((task: { id: number }) => task.id)).toEqual([march.id]);
    expect((await period('&priority=high')).body.tasks.map((task: { id: number }) => task.id)).toEqual([march.id]);
    const wrong = await client.call('GET', '/api/v1/tasks?due_from=2026-05-01&due_to=2026-09-01');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.due_to).toEqual(['deve ficar entre a data inicial e 62 dias depois dela']);
    expect((await client.call('GET', '/api/v1/tasks?due_from=ontem&due_to=2026-05-01')).status).toBe(422);
  });

  it('lists every user of the company as a possible assignee, and only them', async () => {
    const { body } = await client.call('GET', '/api/v1/task_assignees');
    expect(body.assignees).toEqual([
      { id: admin.id, name: 'Ana Lima' },
      { id: colleague.id, name: 'Bruno Costa' },
    ]);
  });
});

describe('due dates in São Paulo', () => {
  it('is due today until midnight in São Paulo, and overdue from then on', async () => {
    const board = await newBoard('A');
    const task = await newTask(board.id, { title: 'Meia-noite', due_date: '2026-03-10' });
    const start = clock().getTime();
    // 23:59 on 10/03 in São Paulo is 02:59 on 11/03 in UTC: still due today there.
    clock.advance(new Date('2026-03-11T02:59:00Z').getTime() - start);
    try {
      expect((await client.task(task.id)).body.task).toMatchObject({ status: 'due_today', overdue: false, status_text: 'Vence hoje' });
      expect((await client.board(board.id, 'status=due_today')).body.task_list.tasks).toHaveLength(1);
      clock.advance(2 * 60_000);
      expect((await client.task(task.id)).body.task).toMatchObject({ status: 'overdue', overdue: true, status_text: 'Atrasada', status_color: 'red' });
      expect((await client.board(board.id, 'status=overdue')).body.task_list.tasks).toHaveLength(1);
    } finally {
      clock.advance(start - clock().getTime());
    }
  });
});

describe('another company', () => {
  it('reaches no board or task of this one, by any verb, and changes nothing', async () => {
    const board = await newBoard('A');
    const task = await newTask(board.id, { title: 'Privada', checklist_items: ['item'] });
    const itemId = task.checklist_items[0].id;
    const activities = await activityCount(api, admin.companyId);
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', `/api/v1/task_lists/${board.id}`],
      ['GET', `/api/v1/task_lists/${board.id}/tasks`],
      ['PATCH', `/api/v1/task_lists/${board.id}`, { task_list: { name: 'Invadido' } }],
      ['POST', `/api/v1/task_lists/${board.id}/duplicate`],
      ['POST', `/api/v1/task_lists/${board.id}/tasks`, { task: { title: 'Intrusa' } }],
      ['PATCH', `/api/v1/task_lists/${board.id}/tasks/reorder`, { task_ids: [task.id] }],
      ['GET', `/api/v1/tasks/${task.id}`],
      ['PATCH', `/api/v1/tasks/${task.id}`, { task: { title: 'Invadida' } }],
      ['PATCH', `/api/v1/tasks/${task.id}/toggle_completion`],
      ['POST', `/api/v1/tasks/${task.id}/checklist_items`, { checklist_item: { content: 'x' } }],
      ['PATCH', `/api/v1/tasks/${task.id}/checklist_items/${itemId}/toggle`],
      ['DELETE', `/api/v1/tasks/${task.id}/checklist_items/${itemId}`],
      ['DELETE', `/api/v1/tasks/${task.id}`],
      ['DELETE', `/api/v1/task_lists/${board.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const { status } = await otherClient.call(method as 'GET', url, payload);
      expect(status, `${method} ${url}`).toBe(404);
    }
    // A task of this company in an order sent to the other company's own board.
    const foreignBoard = (await otherClient.createBoard({ name: 'Deles' })).body.task_list;
    expect((await otherClient.reorder(foreignBoard.id, [task.id])).status).toBe(404);
    expect((await otherClient.createTask(foreignBoard.id, { title: 'x', assignee_ids: [admin.id] })).status).toBe(422);
    expect(await activityCount(api, admin.companyId)).toBe(activities);
    const after = (await client.task(task.id)).body.task;
    expect(after).toMatchObject({ title: 'Privada', completed: false, checklist_total_items: 1, checklist_completed_items: 0 });
    const visible = (await otherClient.call('GET', '/api/v1/task_lists')).body.task_lists.map((b: { id: number }) => b.id);
    expect(visible).toContain(foreignBoard.id);
    expect(visible).not.toContain(board.id);
  });
});
