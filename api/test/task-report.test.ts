import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { newAccount, testClock, type Account, type AuthHeaders } from './helpers.ts';
import { addMember } from './members.ts';
import { insertBoard, insertTask } from './report-fixtures.ts';

const clock = testClock(new Date('2026-03-11T02:30:00Z')); // 23:30 on 10 March in São Paulo
let api: TestApi;
let a: Account;
let b: Account;

async function report(query: Record<string, string | number> = {}, auth: AuthHeaders = a.auth) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await api.app.inject({ method: 'GET', url: `/api/v1/reports/tasks?${params}`, headers: auth });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

beforeAll(async () => {
  api = await startTestApi({ clock });
  a = await newAccount(api.app, { plan_identifier: 'team', customer_name: 'Ana Lima' });
  b = await newAccount(api.app, { plan_identifier: 'team' });
  const front = await insertBoard(api, a.companyId, 'Recepção');
  const care = await insertBoard(api, a.companyId, 'Atendimento');
  const march = new Date('2026-03-05T12:00:00Z');
  const due = await insertTask(api, a.companyId, front, { title: 'Vence hoje', due_date: '2026-03-10', created_at: march });
  await insertTask(api, a.companyId, front, { title: 'Atrasada', due_date: '2026-03-01', created_at: march });
  await insertTask(api, a.companyId, care, { title: 'Feita', completed_at: march, created_at: march });
  // The last minute of 28 February in São Paulo.
  await insertTask(api, a.companyId, care, { title: 'De fevereiro', created_at: new Date('2026-03-01T02:59:00Z') });
  await api.db.updateTable('tasks').set({ priority: 'high' }).where('id', '=', due).execute();
  await api.db.insertInto('task_assignees').values({ task_id: due, user_id: a.userId }).execute();
  await insertTask(api, b.companyId, await insertBoard(api, b.companyId, 'De outra empresa'), { title: 'Outra', created_at: march });
});
afterAll(() => api.close());

describe('GET /api/v1/reports/tasks', () => {
  it('counts the tasks of the period by status, priority, board and assignee', async () => {
    const { summary, meta } = await report({ created_from: '2026-03-01', created_to: '2026-03-31' });
    expect(summary.total).toBe(3);
    expect(meta.total_count).toBe(3);
    expect(summary.by_status).toEqual([
      { key: 'pending', label: 'Pendente', count: 0 },
      { key: 'due_today', label: 'Vence hoje', count: 1 },
      { key: 'overdue', label: 'Atrasada', count: 1 },
      { key: 'completed', label: 'Concluída', count: 1 },
    ]);
    expect(summary.by_priority).toEqual([
      { key: 'high', label: 'Alta', count: 1 },
      { key: 'medium', label: 'Média', count: 0 },
      { key: 'low', label: 'Baixa', count: 0 },
      { key: 'none', label: 'Sem prioridade', count: 2 },
    ]);
    expect(summary.by_board.map((row: { label: string; count: number }) => [row.label, row.count])).toEqual([
      ['Recepção', 2],
      ['Atendimento', 1],
    ]);
    expect(summary.by_assignee.map((row: { label: string; count: number }) => [row.label, row.count])).toEqual([
      ['Sem responsável', 2],
      ['Ana Lima', 1],
    ]);
  });

  it('answers the rows oldest first, a page at a time, with the status and assignees as text', async () => {
    const all = await report({ per_page: 2 });
    expect(all.meta).toEqual({ total_count: 4, page: 1, per_page: 2 });
    expect(all.tasks.map((task: { title: string }) => task.title)).toEqual(['De fevereiro', 'Vence hoje']);
    expect(all.tasks[1]).toMatchObject({ board: 'Recepção', status: 'due_today', status_text: 'Vence hoje', priority_text: 'Alta', assignees: 'Ana Lima', due_date: '2026-03-10' });
    const second = await report({ per_page: 2, page: 2 });
    expect(second.tasks.map((task: { title: string }) => task.title)).toEqual(['Atrasada', 'Feita']);
  });

  it('reads the period on the São Paulo calendar', async () => {
    const february = await report({ created_from: '2026-02-28', created_to: '2026-02-28' });
    expect(february.tasks.map((task: { title: string }) => task.title)).toEqual(['De fevereiro']);
  });

  it("never counts another company's tasks", async () => {
    const other = await report({}, b.auth);
    expect(other.summary.total).toBe(1);
    expect(other.tasks.map((task: { title: string }) => task.title)).toEqual(['Outra']);
  });

  it('is refused to a limited user, as the screen is (spec §6), and open to a standard one', async () => {
    const limited = await addMember(api.db, a.companyId, 'limited');
    const refused = await api.app.inject({ method: 'GET', url: '/api/v1/reports/tasks', headers: limited.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não tem acesso aos relatórios. Solicite este acesso a um usuário administrador.');
    const standard = await addMember(api.db, a.companyId, 'standard');
    expect((await report({}, standard.auth)).summary.total).toBeGreaterThan(0);
  });

  it('refuses a day that does not exist', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/reports/tasks?created_to=2026-02-30', headers: a.auth });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ created_to: ['não é válido'] });
  });
});
