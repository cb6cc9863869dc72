import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { newAccount, testClock, type Account, type AuthHeaders } from './helpers.ts';
import { insertBoard, insertCustomerAt, insertNote, insertTask } from './report-fixtures.ts';

// 23:30 on Tuesday 10 March 2026 in São Paulo, already the 11th in UTC.
const clock = testClock(new Date('2026-03-11T02:30:00Z'));
let api: TestApi;
let a: Account;
let b: Account;

interface Stats {
  customers: { total: number; this_month: number; last_month: number; change_percent: number; trend: string };
  tasks: { total: number; pending: number; completed: number; due_today: number; overdue: number; completion_rate: number };
  charts: {
    notes_per_month: { month: string; label: string; count: number }[];
    tasks_per_week: { week: string; label: string; created: number; completed: number }[];
    task_distribution: { status: string; label: string; color: string; count: number }[];
  };
  recent_activities: { event: string; item_type: string; item_name: string; relative_time: string }[];
}

async function stats(auth: AuthHeaders): Promise<Stats> {
  const response = await api.app.inject({ method: 'GET', url: '/api/v1/dashboard/stats', headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json<{ stats: Stats }>().stats;
}

/** Seeds a company whose figures the tests know; `copies` repeats it, so another company's rows are many. */
async function seedCompany(account: Account, copies = 1) {
  for (let copy = 0; copy < copies; copy += 1) {
    // This month in São Paulo: from 03:00 UTC on 1 March.
    const march = await insertCustomerAt(api, account.companyId, 'Março 1', new Date('2026-03-01T03:00:00Z'));
    await insertCustomerAt(api, account.companyId, 'Março 2', new Date('2026-03-05T12:00:00Z'));
    await insertCustomerAt(api, account.companyId, 'Março 3', new Date('2026-03-11T02:00:00Z'));
    // Still February in São Paulo (23:00 on the 28th).
    await insertCustomerAt(api, account.companyId, 'Fevereiro 1', new Date('2026-03-01T02:00:00Z'));
    await insertCustomerAt(api, account.companyId, 'Fevereiro 2', new Date('2026-02-10T12:00:00Z'));
    await insertCustomerAt(api, account.companyId, 'Janeiro', new Date('2026-01-10T12:00:00Z'));

    const board = await insertBoard(api, account.companyId);
    const created = new Date('2026-03-03T12:00:00Z'); // the week of Monday 2 March
    await insertTask(api, account.companyId, board, { title: 'Vence hoje', due_date: '2026-03-10', created_at: created });
    await insertTask(api, account.companyId, board, { title: 'Atrasada', due_date: '2026-03-09', created_at: created });
    await insertTask(api, account.companyId, board, { title: 'Amanhã', due_date: '2026-03-11', created_at: created });
    await insertTask(api, account.companyId, board, { title: 'Sem data', created_at: new Date('2026-02-24T12:00:00Z') });
    await insertTask(api, account.companyId, board, {
      title: 'Feita',
      due_date: '2026-03-01',
      created_at: new Date('2026-02-24T12:00:00Z'),
      completed_at: new Date('2026-03-10T15:00:00Z'),
    });

    await insertNote(api, account.companyId, march, new Date('2026-03-02T12:00:00Z'));
    await insertNote(api, account.companyId, march, new Date('2026-03-01T02:00:00Z')); // February in São Paulo
    await insertNote(api, account.companyId, march, new Date('2025-10-15T12:00:00Z'));
    await insertNote(api, account.companyId, march, new Date('2025-09-15T12:00:00Z')); // before the chart's six months
  }
}

beforeAll(async () => {
  api = await startTestApi({ clock });
  a = await newAccount(api.app, { plan_identifier: 'team' });
  b = await newAccount(api.app, { plan_identifier: 'team' });
  await seedCompany(a);
  await seedCompany(b, 3);
});
afterAll(() => api.close());

describe('GET /api/v1/dashboard/stats', () => {
  it('counts customers by the month in São Paulo and compares with last month', async () => {
    const { customers } = await stats(a.auth);
    expect(customers).toEqual({ total: 6, this_month: 3, last_month: 2, change_percent: 50, trend: 'up' });
  });

  it('counts tasks by status with a task due today until midnight in São Paulo', async () => {
    const { tasks, charts } = await stats(a.auth);
    expect(tasks).toEqual({ total: 5, pending: 2, completed: 1, due_today: 1, overdue: 1, completion_rate: 20 });
    expect(charts.task_distribution).toEqual([
      { status: 'pending', label: 'Pendente', color: 'blue', count: 2 },
      { status: 'due_today', label: 'Vence hoje', color: 'orange', count: 1 },
      { status: 'overdue', label: 'Atrasada', color: 'red', count: 1 },
      { status: 'completed', label: 'Concluída', color: 'gray', count: 1 },
    ]);
  });

  it('charts notes per month for six months and tasks per week for eight, on the São Paulo calendar', async () => {
    const { charts } = await stats(a.auth);
    expect(charts.notes_per_month).toEqual([
      { month: '2025-10', label: 'out/25', count: 1 },
      { month: '2025-11', label: 'nov/25', count: 0 },
      { month: '2025-12', label: 'dez/25', count: 0 },
      { month: '2026-01', label: 'jan/26', count: 0 },
      { month: '2026-02', label: 'fev/26', count: 1 },
      { month: '2026-03', label: 'mar/26', count: 1 },
    ]);
    expect(charts.tasks_per_week).toHaveLength(8);
    expect(charts.tasks_per_week.at(-1)).toEqual({ week: '2026-03-09', label: '09/03', created: 0, completed: 1 });
    expect(charts.tasks_per_week.at(-2)).toEqual({ week: '2026-03-02', label: '02/03', created: 3, completed: 0 });
    expect(charts.tasks_per_week.at(-3)).toEqual({ week: '2026-02-23', label: '23/02', created: 2, completed: 0 });
    expect(charts.tasks_per_week[0]!.week).toBe('2026-01-19');
  });

  it('lists the latest activities of the company', async () => {
    const { recent_activities } = await stats(a.auth);
    expect(recent_activities.map((row) => row.item_type).sort()).toEqual(['Company', 'Subscription', 'User']);
    expect(recent_activities.every((row) => row.event === 'create')).toBe(true);
  });

  it('moves the task due today to overdue at midnight in São Paulo', async () => {
    clock.advance(31 * 60_000); // 00:01 on the 11th
    try {
      const { tasks } = await stats(a.auth);
      expect(tasks).toEqual({ total: 5, pending: 1, completed: 1, due_today: 1, overdue: 2, completion_rate: 20 });
    } finally {
      clock.advance(-31 * 60_000);
    }
  });

  it("counts only the caller's company", async () => {
    const other = await stats(b.auth);
    expect(other.customers.total).toBe(18);
    expect(other.tasks.total).toBe(15);
    const empty = await newAccount(api.app);
    const fresh = await stats(empty.auth);
    expect(fresh.customers).toEqual({ total: 0, this_month: 0, last_month: 0, change_percent: 0, trend: 'up' });
    expect(fresh.tasks).toEqual({ total: 0, pending: 0, completed: 0, due_today: 0, overdue: 0, completion_rate: 0 });
    expect(fresh.charts.notes_per_month.every((month) => month.count === 0)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/dashboard/stats' });
    expect(response.statusCode).toBe(401);
  });
});
