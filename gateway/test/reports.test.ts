import { describe, expect, it } from 'vitest';
import type { RestActivity } from '../src/areas/activity/index.ts';
import type { RestDashboardStats } from '../src/areas/dashboard/index.ts';
import type { RestSearchResult } from '../src/areas/search/index.ts';
import { restCustomer } from './customer-fixtures.ts';
import { company, json, mockedGatewayEachTest, session } from './helpers.ts';

const m = mockedGatewayEachTest();

const withSession = { headers: session };
type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the gateway asked the api for, query strings included. */
function urls(): string[] {
  return (m.agent.getCallHistory()?.calls() ?? []).map((call) => {
    const url = new URL(call.fullUrl);
    return url.pathname + url.search;
  });
}

function activity(id: number, changes: Partial<RestActivity> = {}): RestActivity {
  return {
    id,
    event: 'update',
    event_text: 'Atualização',
    user_name: 'Ana Souza',
    item_type: 'Customer',
    item_type_text: 'Paciente',
    item_id: 100 + id,
    item_name: `Paciente ${id}`,
    customer_id: 100 + id,
    customer_name: `Paciente ${id}`,
    created_at: '2026-03-10T12:00:00.000Z',
    relative_time: 'Há 2 horas',
    summary: 'Ana Souza atualizou o paciente',
    changes: [{ field_name: 'Nome', from: 'José', to: 'José Ávila' }],
    cursor: `c${id}`,
    ...changes,
  };
}

const stats: RestDashboardStats = {
  customers: { total: 6, this_month: 3, last_month: 2, change_percent: 50, trend: 'up' },
  tasks: { total: 5, pending: 2, completed: 1, due_today: 1, overdue: 1, completion_rate: 20 },
  charts: {
    notes_per_month: [{ month: '2026-03', label: 'mar/26', count: 4 }],
    tasks_per_week: [{ week: '2026-03-09', label: '09/03', created: 2, completed: 1 }],
    task_distribution: [{ status: 'due_today', label: 'Vence hoje', color: 'orange', count: 1 }],
  },
  recent_activities: [activity(1, { event: 'create', event_text: 'Criação' })],
};

describe('dashboard', () => {
  it("reads the company's figures with one call to the stats", async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/dashboard/stats', method: 'GET' }).reply(200, { stats }, json);
    const result = await m.graphql(
      `{ viewer { company { dashboard {
          customers { total thisMonth lastMonth changePercent trend }
          tasks { total pending completed dueToday overdue completionRate }
          notesPerMonth { month label count }
          tasksPerWeek { week label created completed }
          taskDistribution { status label color count }
          recentActivities { event eventText itemTypeText itemName relativeTime }
      } } } }`,
      withSession,
    );
    expect(result.errors).toBeUndefined();
    expect((result.data as Data).viewer.company.dashboard).toEqual({
      customers: { total: 6, thisMonth: 3, lastMonth: 2, changePercent: 50, trend: 'UP' },
      tasks: { total: 5, pending: 2, completed: 1, dueToday: 1, overdue: 1, completionRate: 20 },
      notesPerMonth: [{ month: '2026-03', label: 'mar/26', count: 4 }],
      tasksPerWeek: [{ week: '2026-03-09', label: '09/03', created: 2, completed: 1 }],
      taskDistribution: [{ status: 'due_today', label: 'Vence hoje', color: 'orange', count: 1 }],
      recentActivities: [{ event: 'CREATE', eventText: 'Criação', itemTypeText: 'Paciente', itemName: 'Paciente 1', relativeTime: 'Há 2 horas' }],
    });
    expect(urls()).toEqual(['/api/v1/auth/validate_token', '/api/v1/dashboard/stats']);
  });
});

describe('activity history', () => {
  const HISTORY = `query ($after: String, $events: [ActivityEvent!], $itemTypes: [String!], $fromDate: String, $toDate: String) {
    viewer { company { activityHistory(after: $after, events: $events, itemTypes: $itemTypes, fromDate: $fromDate, toDate: $toDate) {
      pageInfo { hasNextPage endCursor }
      edges { cursor node { databaseId event summary userName itemType customerName changes { fieldName from to } } }
    } } } }`;

  it('asks for 50 with the filters and follows the next cursor forward', async () => {
    m.replyViewer();
    const full = Array.from({ length: 50 }, (_, index) => activity(200 - index, { summary: `Alterou os dados do paciente Paciente ${200 - index}` }));
    m.api
      .intercept({ path: '/api/v1/activity_history?limit=50&event_type=update%2Cdestroy&item_type=Customer&from_date=2026-02-10&to_date=2026-03-10', method: 'GET' })
      .reply(200, { activities: full, meta: { next_cursor: 'c151' } }, json);
    const first = await m.graphql(HISTORY, {
      ...withSession,
      variables: { events: ['UPDATE', 'DESTROY'], itemTypes: ['Customer'], fromDate: '2026-02-10', toDate: '2026-03-10' },
    });
    expect(first.errors).toBeUndefined();
    const connection = (first.data as Data).viewer.company.activityHistory;
    expect(connection.edges).toHaveLength(50);
    expect(connection.pageInfo).toEqual({ hasNextPage: true, endCursor: 'c151' });
    expect(connection.edges[0]).toEqual({
      cursor: 'c200',
      node: {
        databaseId: 200,
        event: 'UPDATE',
        summary: 'Alterou os dados do paciente Paciente 200',
        userName: 'Ana Souza',
        itemType: 'Customer',
        customerName: 'Paciente 200',
        changes: [{ fieldName: 'Nome', from: 'José', to: 'José Ávila' }],
      },
    });

    m.replyViewer();
    m.api
      .intercept({ path: '/api/v1/activity_history?limit=50&cursor=c151', method: 'GET' })
      .reply(200, { activities: [activity(150), activity(149)], meta: { next_cursor: null } }, json);
    const next = await m.graphql(HISTORY, { ...withSession, variables: { after: 'c151' } });
    expect(next.errors).toBeUndefined();
    const last = (next.data as Data).viewer.company.activityHistory;
    expect(last.edges.map((edge: Data) => edge.node.databaseId)).toEqual([150, 149]);
    expect(last.pageInfo).toEqual({ hasNextPage: false, endCursor: 'c149' });
  });

  it("passes the api's 422 on a filter it cannot read", async () => {
    m.replyViewer();
    m.api
      .intercept({ path: '/api/v1/activity_history?limit=50&from_date=2026-02-30', method: 'GET' })
      .reply(422, { errors: { from_date: ['não é válido'] }, full_messages: ['Data inicial não é válido'] }, json);
    const result = await m.graphql(HISTORY, { ...withSession, variables: { fromDate: '2026-02-30' } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ status: 422 });
  });
});

describe('global search', () => {
  const answer: RestSearchResult = {
    customers: { count: 7, items: [{ id: 101, name: 'José Ávila', created_at: '2026-03-01T12:00:00.000Z' }] },
    tasks: {
      count: 1,
      items: [
        {
          id: 9,
          title: 'Ligar para a Conceição',
          task_list_id: 3,
          task_list_name: 'Recepção',
          due_date: '2026-03-10',
          completed_at: null,
          customer_name: null,
          status: 'due_today',
          status_text: 'Vence hoje',
          status_color: 'orange',
        },
      ],
    },
    appointments: {
      count: 2,
      items: [
        {
          id: 41,
          starts_at: '2026-03-12T09:00:00-03:00',
          ends_at: '2026-03-12T09:50:00-03:00',
          customer_id: 101,
          customer_name: 'José Ávila',
          user_id: 5,
          professional_name: 'Lia Reis',
          status: 'confirmed',
          status_text: 'Confirmado',
          status_color: 'teal',
        },
      ],
    },
  };

  it('forwards the query, trimmed, and answers every group with counts', async () => {
    m.api.intercept({ path: '/api/v1/search?q=jos%C3%A9+%C3%A1vila', method: 'GET' }).reply(200, answer, json);
    const result = await m.graphql(
      `query ($q: String!) { search(query: $q) {
        customers { count items { databaseId name } }
        tasks { count items { databaseId title boardDatabaseId boardName dueDate status statusText statusColor } }
        appointments { count items { databaseId startsAt endsAt customerName professionalName status statusText statusColor } }
      } }`,
      { ...withSession, variables: { q: '  josé ávila ' } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      search: {
        customers: { count: 7, items: [{ databaseId: 101, name: 'José Ávila' }] },
        tasks: {
          count: 1,
          items: [
            {
              databaseId: 9,
              title: 'Ligar para a Conceição',
              boardDatabaseId: 3,
              boardName: 'Recepção',
              dueDate: '2026-03-10',
              status: 'DUE_TODAY',
              statusText: 'Vence hoje',
              statusColor: 'orange',
            },
          ],
        },
        appointments: {
          count: 2,
          items: [
            {
              databaseId: 41,
              startsAt: '2026-03-12T09:00:00-03:00',
              endsAt: '2026-03-12T09:50:00-03:00',
              customerName: 'José Ávila',
              professionalName: 'Lia Reis',
              status: 'CONFIRMED',
              statusText: 'Confirmado',
              statusColor: 'teal',
            },
          ],
        },
      },
    });
    expect(m.calls().map((call) => call.headers['access-token'])).toEqual(['token-abc']);
  });

  it('needs a session', async () => {
    const result = await m.graphql('{ search(query: "ana") { customers { count } } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(m.calls()).toEqual([]);
  });
});

describe('customer report', () => {
  it('reads registrations of a period, oldest first, in large slices', async () => {
    m.replyViewer({ company: { ...company, customer_fields_order: [31, 32, 33] } });
    m.replyForm();
    const rows = Array.from({ length: 250 }, (_, index) => restCustomer(index + 1, `Paciente ${index + 1}`));
    m.api
      .intercept({
        path: '/api/v1/reports/customers?page=1&per_page=250&created_from=2026-03-01&created_to=2026-03-10',
        method: 'GET',
      })
      .reply(200, { customers: rows, meta: { total_count: 1500 } }, json);
    const result = await m.graphql(
      `{ viewer { company { reportCustomers(first: 250, createdFrom: "2026-03-01", createdTo: "2026-03-10") {
        totalCount pageInfo { hasNextPage endCursor } edges { node { databaseId name createdAt answers { field { databaseId } values } } }
      } } } }`,
      withSession,
    );
    expect(result.errors).toBeUndefined();
    const report = (result.data as Data).viewer.company.reportCustomers;
    expect(report.totalCount).toBe(1500);
    expect(report.edges).toHaveLength(250);
    expect(report.pageInfo.hasNextPage).toBe(true);
    expect(urls().filter((url) => url.includes('customer_fields'))).toHaveLength(1);
  });

  it('refuses a slice over 1,000', async () => {
    m.replyViewer();
    const result = await m.graphql('{ viewer { company { reportCustomers(first: 1001) { totalCount } } } }', withSession);
    expect(result.errors?.[0]?.message).toBe('Informe de 1 a 1000 itens por página.');
  });
});

describe('task report', () => {
  it('reads the counts and a page of rows of a period', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/reports/tasks?page=2&per_page=250&created_from=2026-03-01&created_to=2026-03-31', method: 'GET' }).reply(
      200,
      {
        summary: {
          total: 260,
          by_status: [{ key: 'overdue', label: 'Atrasada', count: 260 }],
          by_priority: [{ key: 'none', label: 'Sem prioridade', count: 260 }],
          by_board: [{ key: '3', label: 'Recepção', count: 260 }],
          by_assignee: [{ key: 'none', label: 'Sem responsável', count: 260 }],
        },
        tasks: [
          {
            id: 9,
            title: 'Ligar',
            board: 'Recepção',
            kanban_group: 'A fazer',
            status: 'overdue',
            status_text: 'Atrasada',
            priority: null,
            priority_text: null,
            assignees: 'Ana Souza, Bruno',
            customer: null,
            due_date: '2026-03-01',
            completed_at: null,
            created_at: '2026-03-01T12:00:00.000Z',
          },
        ],
        meta: { total_count: 260, page: 2, per_page: 250 },
      },
      json,
    );
    const result = await m.graphql(
      `{ viewer { company { taskReport(createdFrom: "2026-03-01", createdTo: "2026-03-31", page: 2, perPage: 250) {
        total totalCount byStatus { key label count } byBoard { label count } byAssignee { label }
        rows { databaseId title boardName column statusText priorityText assignees dueDate createdAt }
      } } } }`,
      withSession,
    );
    expect(result.errors).toBeUndefined();
    expect((result.data as Data).viewer.company.taskReport).toEqual({
      total: 260,
      totalCount: 260,
      byStatus: [{ key: 'overdue', label: 'Atrasada', count: 260 }],
      byBoard: [{ label: 'Recepção', count: 260 }],
      byAssignee: [{ label: 'Sem responsável' }],
      rows: [
        {
          databaseId: 9,
          title: 'Ligar',
          boardName: 'Recepção',
          column: 'A fazer',
          statusText: 'Atrasada',
          priorityText: null,
          assignees: 'Ana Souza, Bruno',
          dueDate: '2026-03-01',
          createdAt: '2026-03-01T12:00:00.000Z',
        },
      ],
    });
  });

  it('refuses a page size over 1,000 without asking the api', async () => {
    m.replyViewer();
    const result = await m.graphql('{ viewer { company { taskReport(perPage: 1001) { total } } } }', withSession);
    expect(result.errors?.[0]?.message).toBe('Informe a página (de 1) e de 1 a 1000 itens por página.');
    expect(urls()).toEqual(['/api/v1/auth/validate_token']);
  });
});

describe('customer report rows for an export', () => {
  it('reads a plain page of up to 1,000, oldest first, with the period', async () => {
    m.replyViewer({ company: { ...company, customer_fields_order: [31, 32, 33] } });
    m.replyForm();
    const rows = Array.from({ length: 1000 }, (_, index) => restCustomer(index + 1, `Paciente ${index + 1}`));
    m.api
      .intercept({ path: '/api/v1/reports/customers?page=2&per_page=1000&created_from=2026-03-01', method: 'GET' })
      .reply(200, { customers: rows, meta: { total_count: 2500 } }, json);
    const result = await m.graphql(
      `{ viewer { company { reportCustomerRows(page: 2, perPage: 1000, createdFrom: "2026-03-01") {
        totalCount customers { databaseId name createdAt answers { field { databaseId } values } }
      } } } }`,
      withSession,
    );
    expect(result.errors).toBeUndefined();
    const page = (result.data as Data).viewer.company.reportCustomerRows;
    expect(page.totalCount).toBe(2500);
    expect(page.customers).toHaveLength(1000);
    expect(urls().filter((url) => url.includes('customer_fields'))).toHaveLength(1);
  });

  it("surfaces the api's refusal of a limited user as FORBIDDEN with its message, as the task report does", async () => {
    const denied = 'Você não tem acesso aos relatórios. Solicite este acesso a um usuário administrador.';
    for (const [query, path] of [
      ['{ viewer { company { reportCustomerRows(perPage: 1000) { totalCount } } } }', '/api/v1/reports/customers?page=1&per_page=1000'],
      ['{ viewer { company { reportCustomers(first: 10) { totalCount } } } }', '/api/v1/reports/customers?page=1&per_page=10'],
      ['{ viewer { company { taskReport { total } } } }', '/api/v1/reports/tasks?page=1&per_page=10'],
    ] as const) {
      m.replyViewer({ account_type: 'limited' });
      m.api.intercept({ path, method: 'GET' }).reply(403, { message: denied }, json);
      const result = await m.graphql(query, withSession);
      expect(result.errors?.[0]?.message, query).toBe(denied);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      expect(result.data, query).toEqual({ viewer: null });
    }
    expect(urls().filter((url) => url.startsWith('/api/v1/customers'))).toEqual([]);
  });
});
