import { randomBytes } from 'node:crypto';
import { jsonb } from '../src/db/index.ts';
import type { TestApi } from './harness.ts';

/** Rows written straight to the tables, at the times a test needs, for areas whose routes it does not exercise. */
export async function insertBoard(api: TestApi, companyId: number, name = 'Quadro') {
  const board = await api.db
    .insertInto('task_lists')
    .values({ company_id: companyId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return board.id;
}

export interface TaskSeed {
  title: string;
  description_text?: string;
  due_date?: string | null;
  completed_at?: Date | null;
  created_at?: Date;
  customer_id?: number | null;
}

export async function insertTask(api: TestApi, companyId: number, boardId: number, task: TaskSeed) {
  const row = await api.db
    .insertInto('tasks')
    .values({
      company_id: companyId,
      task_list_id: boardId,
      title: task.title,
      description: task.description_text ?? '',
      description_text: task.description_text ?? '',
      due_date: task.due_date ?? null,
      completed_at: task.completed_at ?? null,
      customer_id: task.customer_id ?? null,
      ...(task.created_at ? { created_at: task.created_at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertNote(api: TestApi, companyId: number, customerId: number, createdAt: Date) {
  await api.db
    .insertInto('customer_notes')
    .values({
      company_id: companyId,
      customer_id: customerId,
      hashid: randomBytes(8).toString('hex'),
      body: '<p>Anotação</p>',
      creator_name: 'Teste',
      created_at: createdAt,
    })
    .execute();
}

export async function insertCustomerAt(api: TestApi, companyId: number, name: string, createdAt: Date, answers: Record<string, unknown> = {}) {
  const row = await api.db
    .insertInto('customers')
    .values({ company_id: companyId, name, fields_values: jsonb(answers), created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
