import { sql, type Expression, type SqlBool } from 'kysely';
import { escapeLike, type Executor } from '../../db/index.ts';
import { customerNameOf } from '../customers/queries.ts';

export interface TaskHit {
  id: number;
  title: string;
  task_list_id: number;
  task_list_name: string;
  /** `YYYY-MM-DD`. */
  due_date: string | null;
  completed_at: Date | null;
  customer_name: string | null;
}

/**
 * The company's tasks whose title or description holds every term, accents and case ignored, best
 * first: the title starting with the query, then the query nearest the start of the title, then
 * the newest. `search_text` is the title followed by the description, so no row is normalized at
 * query time. Answers the first `limit` and how many match in all.
 */
export async function searchTasks(
  db: Executor,
  companyId: number,
  query: string,
  terms: readonly string[],
  limit: number,
): Promise<{ count: number; items: TaskHit[] }> {
  const matches = (term: string): Expression<SqlBool> =>
    sql<SqlBool>`tasks.search_text like '%' || search_normalize(${escapeLike(term)}::text) || '%'`;
  let filtered = db
    .selectFrom('tasks')
    .innerJoin('task_lists', 'task_lists.id', 'tasks.task_list_id')
    .where('tasks.company_id', '=', companyId);
  for (const term of terms) filtered = filtered.where(matches(term));

  const whole = escapeLike(query);
  const rows = await filtered
    .select((eb) => [
      'tasks.id',
      'tasks.title',
      'tasks.task_list_id',
      'task_lists.name as task_list_name',
      sql<string | null>`to_char(tasks.due_date, 'YYYY-MM-DD')`.as('due_date'),
      'tasks.completed_at',
      customerNameOf(db, eb.ref('tasks.customer_id')).as('customer_name'),
      sql<number>`(count(*) over ())::int`.as('total'),
    ])
    .orderBy(sql`case when tasks.search_text like search_normalize(${whole}::text) || '%' then 0 else 1 end`)
    .orderBy(sql`strpos(tasks.search_text, search_normalize(${query}::text))`)
    .orderBy('tasks.created_at', 'desc')
    .orderBy('tasks.id', 'desc')
    .limit(limit)
    .execute();
  return { count: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...hit }) => hit) };
}
