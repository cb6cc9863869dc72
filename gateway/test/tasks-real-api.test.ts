import { beforeAll, describe, expect, it } from 'vitest';
import { useRealApi, type AnyData, type Headers } from './real-api.ts';
import { subscriptionEvents } from './sse.ts';

const real = useRealApi();
const { graphql } = real;

let ana: Headers;
let other: Headers;

beforeAll(async () => {
  ana = await real.signUp('Ana', 'free');
  other = await real.signUp('Outra', 'free');
});

/** A subscription over server-sent events, as the web app opens it; `next()` waits for an event up to `ms`. */
async function subscribe(query: string, headers: Headers, variables?: Record<string, unknown>) {
  const controller = new AbortController();
  const response = await real.gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  return {
    status: response.status,
    ...subscriptionEvents(response),
    close: () => controller.abort(),
  };
}

const BOARD = `query ($id: Int, $groupBy: TaskGroupBy, $filter: TaskFilter) {
  taskList(databaseId: $id, groupBy: $groupBy, filter: $filter) {
    id databaseId name columns tasksCount completedTasksCount completionPercentage
    groups { key name isColumn tasks { totalCount edges { node { id databaseId title kanbanGroup position status completed checklistTotalItems assignees { name } } } } }
  }
}`;

const titlesByGroup = (board: AnyData) =>
  board.groups.map((group: AnyData) => [group.name, group.tasks.edges.map((edge: AnyData) => edge.node.title)]);

describe('boards and tasks through the gateway, against the real api', () => {
  it('creates a board, adds tasks with a checklist, moves and reorders them, completes one and reads it all back', async () => {
    const created = await graphql(
      'mutation ($input: CreateTaskListInput!) { createTaskList(input: $input) { taskList { id databaseId columns } errors { field messages } fullMessages } }',
      ana,
      { input: { name: 'Retornos', columns: [' Ligar ', 'Agendado', '', 'Feito'] } },
    );
    expect(created.data.createTaskList.errors).toEqual([]);
    const board = created.data.createTaskList.taskList;
    expect(board.columns).toEqual(['Ligar', 'Agendado', 'Feito']);

    const refused = await graphql(
      'mutation ($input: CreateTaskListInput!) { createTaskList(input: $input) { taskList { id } fullMessages } }',
      ana,
      { input: { name: ' ', columns: [' '] } },
    );
    expect(refused.data.createTaskList).toEqual({
      taskList: null,
      fullMessages: ['Por favor, informe o nome do quadro', 'Por favor, informe pelo menos uma coluna'],
    });

    const CREATE = `mutation ($input: CreateTaskInput!) {
      createTask(input: $input) { task { id title kanbanGroup checklistTotalItems checklistItems { id content } } taskList { id tasksCount } fullMessages }
    }`;
    const blank = await graphql(CREATE, ana, { input: { taskListId: board.id, title: '  ' } });
    expect(blank.data.createTask.fullMessages).toEqual(['Por favor, informe o título da tarefa']);
    const ids: string[] = [];
    for (const title of ['Maria', 'João', 'Pedro']) {
      const task = await graphql(CREATE, ana, { input: { taskListId: board.id, title, checklistItems: [' Ligar ', '', 'Anotar'], dueDate: '', priority: null } });
      expect(task.data.createTask.task).toMatchObject({ title, kanbanGroup: 'Ligar', checklistTotalItems: 2 });
      ids.push(task.data.createTask.task.id);
    }
    const [maria, joao, pedro] = ids as [string, string, string];

    const MOVE = `mutation ($input: MoveTaskInput!) {
      moveTask(input: $input) { task { id kanbanGroup position } taskList { id tasksCount completedTasksCount } errors { field messages } }
    }`;
    const moved = await graphql(MOVE, ana, { input: { id: pedro, kanbanGroup: 'Agendado', orderedTaskIds: [pedro] } });
    expect(moved.data.moveTask.task).toMatchObject({ id: pedro, kanbanGroup: 'Agendado' });
    expect(moved.data.moveTask.taskList.tasksCount).toBe(3);
    await graphql(MOVE, ana, { input: { id: joao, kanbanGroup: 'Agendado', orderedTaskIds: [joao, pedro] } });
    await graphql(MOVE, ana, { input: { id: maria, kanbanGroup: 'Ligar', orderedTaskIds: [maria] } });

    const toggled = await graphql(
      'mutation ($input: ToggleTaskCompletionInput!) { toggleTaskCompletion(input: $input) { task { completed status } taskList { completedTasksCount completionPercentage } } }',
      ana,
      { input: { id: joao } },
    );
    expect(toggled.data.toggleTaskCompletion).toEqual({ task: { completed: true, status: 'COMPLETED' }, taskList: { completedTasksCount: 1, completionPercentage: 33 } });

    const read = await graphql(BOARD, ana, { id: board.databaseId });
    expect(titlesByGroup(read.data.taskList)).toEqual([
      ['Ligar', ['Maria']],
      ['Agendado', ['João', 'Pedro']],
      ['Feito', []],
    ]);
    expect(read.data.taskList.groups.every((group: AnyData) => group.isColumn)).toBe(true);
    const byStatus = await graphql(BOARD, ana, { id: board.databaseId, groupBy: 'STATUS', filter: { search: 'joao' } });
    expect(titlesByGroup(byStatus.data.taskList)).toEqual([
      ['Atrasada', []],
      ['Vence hoje', []],
      ['Pendente', []],
      ['Concluída', ['João']],
    ]);
    expect(byStatus.data.taskList.groups.some((group: AnyData) => group.isColumn)).toBe(false);

    // The calendar names the board and the people by the ids the screens take, without building them.
    const calendar = await graphql(
      'query ($from: String!, $to: String!, $id: ID) { calendarTasks(from: $from, to: $to, taskListId: $id) { id } taskAssignees { id databaseId } }',
      ana,
      { from: '2000-01-01', to: '2000-02-01', id: board.id },
    );
    expect(calendar.errors).toBeUndefined();
    for (const person of calendar.data.taskAssignees) expect(person.id).toBe(Buffer.from(`User:${person.databaseId}`).toString('base64'));
    const card = await graphql('query ($id: ID!) { node(id: $id) { ... on Task { taskListId taskListDatabaseId } } }', ana, { id: maria });
    expect(card.data.node).toEqual({ taskListId: board.id, taskListDatabaseId: board.databaseId });

    // The other company finds neither the board nor its tasks.
    expect((await graphql(BOARD, other, { id: board.databaseId })).data.taskList).toBeNull();
    expect((await graphql('query ($id: ID!) { node(id: $id) { id } }', other, { id: maria })).data.node).toBeNull();
    const intrusion = await graphql(MOVE, other, { input: { id: maria, kanbanGroup: 'Feito', orderedTaskIds: [maria] } });
    expect(intrusion.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('comments on a task, attaches a file through the gateway and downloads it by its signed address', async () => {
    // The default board is the company's first.
    const board = (await graphql('{ taskList { id databaseId name } }', ana)).data.taskList;
    expect(board.name).toBe('Retornos');
    const task = (
      await graphql('mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }', ana, {
        input: { taskListId: board.id, title: 'Enviar laudo' },
      })
    ).data.createTask.task;
    const commented = await graphql(
      'mutation ($input: AddTaskCommentInput!) { addTaskComment(input: $input) { task { commentsCount comments { id content canDelete author { name } } } } }',
      ana,
      { input: { taskId: task.id, content: 'Liguei' } },
    );
    expect(commented.data.addTaskComment.task).toMatchObject({ commentsCount: 1, comments: [{ content: 'Liguei', canDelete: true, author: { name: 'Ana' } }] });

    const form = new FormData();
    const query = 'mutation ($input: AddTaskAttachmentInput!) { addTaskAttachment(input: $input) { task { attachmentsCount attachments { id filename humanFileSize downloadUrl canDelete } } errors { field messages } } }';
    form.set('operations', JSON.stringify({ query, variables: { input: { taskId: task.id, file: null } } }));
    form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    const bytes = new Uint8Array(1536).fill(120);
    form.set('0', new File([bytes], 'laudo.pdf', { type: 'application/pdf' }));
    const uploaded = (await (
      await real.gateway.yoga.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'x-graphql-csrf': '1', ...ana }, body: form })
    ).json()) as AnyData;
    const attachment = uploaded.data.addTaskAttachment.task.attachments[0];
    expect(attachment).toMatchObject({ filename: 'laudo.pdf', humanFileSize: '1,5 KB', canDelete: true });
    const download = await fetch(`${real.api.url}${attachment.downloadUrl}`);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="laudo.pdf"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const removed = await graphql(
      'mutation ($input: TaskPartInput!) { deleteTaskAttachment(input: $input) { task { attachmentsCount } } }',
      ana,
      { input: { taskId: task.id, id: attachment.id } },
    );
    expect(removed.data.deleteTaskAttachment.task.attachmentsCount).toBe(0);
  });

  it('tells a subscriber of the company, over server-sent events, which tasks changed, and tells another company nothing', async () => {
    const board = (await graphql('{ taskList { id databaseId } }', ana)).data.taskList;
    const task = (
      await graphql('mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id databaseId } } }', ana, {
        input: { taskListId: board.id, title: 'Ao vivo' },
      })
    ).data.createTask.task;
    const SUBSCRIPTION = 'subscription ($id: ID) { taskChanges(taskListId: $id) { taskListIds taskIds deleted } }';
    const mine = await subscribe(SUBSCRIPTION, ana, { id: board.id });
    const theirs = await subscribe(SUBSCRIPTION, other, {});
    expect(mine.status).toBe(200);
    const rename = (title: string) =>
      fetch(`${real.api.url}/api/v1/tasks/${task.databaseId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...ana },
        body: JSON.stringify({ task: { title } }),
      });
    // The gateway opens the api's stream once the subscription starts; writes before that are not replayed.
    for (let attempt = 0; attempt < 20 && !(await mine.next(0)); attempt += 1) {
      await rename(`Aquecendo ${attempt}`);
      if (await mine.next(250)) break;
    }
    // A write straight to the REST api reaches the subscriber within a second.
    await rename('Ao vivo, renomeada');
    const event = await mine.next(1000);
    expect(event?.data.taskChanges).toEqual({ taskListIds: [board.id], taskIds: [task.id], deleted: false });
    expect(await theirs.next(300)).toBeUndefined();
    mine.close();
    theirs.close();

    const anonymous = await subscribe(SUBSCRIPTION, {}, {});
    const refused = await anonymous.next(1000);
    expect(refused?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    anonymous.close();
  });
});
